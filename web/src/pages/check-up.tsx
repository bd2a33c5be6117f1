import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Layout } from '@/components/Layout/Layout';
import { CheckupStep } from '@/features/checkup/CheckupStep';
import { invitationOf } from '@/features/partner/partnerInvitation';
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

/**
 * Loaded only for a partner invitation link: most visitors never need the gate's code (and
 * its data library), and the check-up step has the tightest JS budget (docs/performance.md).
 */
const PartnerGate = dynamic(() => import('@/features/partner/PartnerGate').then((m) => m.PartnerGate));

export default function CheckupPage({ offers, known }: Props) {
  const { t } = useTranslation('common');
  const router = useRouter();
  // URL sync, visited list and the success lock, as on every step (the partner check is PartnerGate's).
  useBookingStep('check-up', known);
  const partnerLink = router.isReady && invitationOf(router.query) !== null;
  return (
    <Layout title={t('checkup.pageTitle')}>
      {partnerLink && <PartnerGate />}
      <CheckupStep offers={offers} />
    </Layout>
  );
}
