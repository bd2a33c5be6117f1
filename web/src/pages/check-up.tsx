import type { GetStaticProps } from 'next';
import { lazy, Suspense } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/components/Layout/Layout';
import { CheckupStep } from '@/features/checkup/CheckupStep';
import { invitationOf } from '@/features/partner/partnerInvitation';
import { buildCheckupOffers, type CheckupOffer } from '@/features/checkup/offers';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations } from '@/i18n/pageTranslations';
import { getPackages, getServices } from '@/server/content';

interface Props {
  offers: CheckupOffer[];
}

/** Content edits reach the page within a minute, or at once through /api/revalidate. */
export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const [packages, services, translations] = await Promise.all([
    getPackages(),
    getServices(),
    pageTranslations(locale, ['partner']),
  ]);
  return {
    props: {
      ...translations,
      offers: buildCheckupOffers(packages, services, languageOf(toLocale(locale))),
    },
    revalidate: 60,
  };
};

/**
 * Loaded only for a partner invitation link: most visitors never need the gate's code (and
 * its data library), and the check-up step has the tightest JS budget (docs/performance.md).
 * React.lazy rather than next/dynamic, whose loader would add ~3 kB gzip to this page; the
 * gate never renders on the server (the query is only known after hydration).
 */
const PartnerGate = lazy(() =>
  import('@/features/partner/PartnerGate').then((m) => ({ default: m.PartnerGate })),
);

export default function CheckupPage({ offers }: Props) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const partnerLink = router.isReady && invitationOf(router.query) !== null;
  return (
    <Layout title={t('checkup.pageTitle')} step="check-up">
      {partnerLink && (
        <Suspense fallback={null}>
          <PartnerGate />
        </Suspense>
      )}
      <CheckupStep offers={offers} />
    </Layout>
  );
}
