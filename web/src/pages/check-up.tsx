import { lazy, Suspense } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/features/layout/Layout';
import { CheckupStep } from '@/features/checkup/CheckupStep';
import { invitationOf } from '@/features/partner/invitationLink';
import { buildCheckupOffers, type CheckupOffer } from '@/features/checkup/offers';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { stepStaticProps } from '@/features/summary-panel/stepStaticProps.server';
import { useBookingUrlReadOnce } from '@/features/booking/url/useBookingUrlReadOnce';

interface Props {
  offers: CheckupOffer[];
  /** The slugs the URL read accepts (unknown values are dropped, SPEC 2). */
  known: KnownSlugs;
}

export const getStaticProps = stepStaticProps(
  '/check-up',
  ['partner'],
  ({ packages, services, locations, language }) => ({
    offers: buildCheckupOffers(packages, services, language, locations),
  }),
);

/**
 * Loaded only for a partner invitation link: most visitors never need the gate's code (and
 * its data library), and the check-up step has the tightest JS budget (docs/performance.md).
 * React.lazy rather than next/dynamic, whose loader would add ~3 kB gzip to this page; the
 * gate never renders on the server (the query is only known after hydration).
 */
const PartnerGate = lazy(() =>
  import('@/features/partner/PartnerGate').then((m) => ({ default: m.PartnerGate })),
);

export default function CheckupPage({ offers, known }: Props) {
  const { t } = useTranslation('common');
  const router = useRouter();
  // A landing link's booking keys and prefill reach the store once, the address is cleaned
  // of personal data, check-up is marked visited; no continuous URL sync on this page (its
  // replaces would race the navigation to add-ons). The success lock is the app's.
  useBookingUrlReadOnce('check-up', known);
  const partnerLink = router.isReady && invitationOf(router.query) !== null;
  return (
    <Layout title={t('checkup.pageTitle')} step="check-up">
      {partnerLink && (
        <Suspense fallback={null}>
          <PartnerGate />
        </Suspense>
      )}
      {/* The invited partner's check-up is set by the partner booking: no picker, no "for two"
          (docs/spec.md). */}
      {!partnerLink && <CheckupStep offers={offers} />}
    </Layout>
  );
}
