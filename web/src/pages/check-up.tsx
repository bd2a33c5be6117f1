import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { Layout } from '@/components/Layout/Layout';
import { CheckupStep } from '@/features/checkup/CheckupStep';
import { PartnerGate } from '@/features/partner/PartnerGate';
import { buildCheckupOffers, type CheckupOffer } from '@/features/checkup/offers';
import { useBookingStep } from '@/features/booking/guards/useStepGuard';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { knownSlugsOf } from '@/features/summary-panel/knownSlugs';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations } from '@/i18n/pageTranslations';
import { getLocations, getPackages, getServices } from '@/server/content';

interface Props {
  offers: CheckupOffer[];
  known: KnownSlugs;
}

/** Content edits reach the page within a minute, or at once through /api/revalidate. */
export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const [packages, services, locations, translations] = await Promise.all([
    getPackages(),
    getServices(),
    getLocations(),
    pageTranslations(locale, ['partner']),
  ]);
  return {
    props: {
      ...translations,
      offers: buildCheckupOffers(packages, services, languageOf(toLocale(locale))),
      known: knownSlugsOf({ packages, services, locations }),
    },
    revalidate: 60,
  };
};

export default function CheckupPage({ offers, known }: Props) {
  const { t } = useTranslation('common');
  // URL sync, visited list and the success lock, as on every step (the partner check is PartnerGate's).
  useBookingStep('check-up', known);
  return (
    <Layout title={t('checkup.pageTitle')}>
      <PartnerGate />
      <CheckupStep offers={offers} />
    </Layout>
  );
}
