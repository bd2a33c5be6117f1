import type { GetStaticProps } from 'next';
import { lazy, Suspense } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Layout } from '@/components/Layout/Layout';
import { CheckupStep } from '@/features/checkup/CheckupStep';
import { invitationOf } from '@/features/partner/invitationLink';
import { buildCheckupOffers, type CheckupOffer } from '@/features/checkup/offers';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { useBookingUrlReadOnce } from '@/features/booking/url/useBookingUrlReadOnce';
import { knownSlugsOf } from '@/features/summary-panel/knownSlugs';
import { contentForLocale } from '@/i18n/germanyGerman';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations } from '@/i18n/pageTranslations';
import { getLocations, getPackages, getServices, PAGE_BUILD } from '@/server/content';
import { withDraftContent } from '@/server/content/draftScope';

interface Props {
  offers: CheckupOffer[];
  /** The slugs the URL read accepts (unknown values are dropped, SPEC 2). */
  known: KnownSlugs;
}

/** Content edits reach the page within a minute, or at once through /api/revalidate. */
export const getStaticProps: GetStaticProps<Props> = withDraftContent(async ({ locale }) => {
  const pageLocale = toLocale(locale);
  const [allPackages, allServices, allLocations, translations] = await Promise.all([
    getPackages(PAGE_BUILD),
    getServices(PAGE_BUILD),
    getLocations(PAGE_BUILD),
    pageTranslations(locale, '/check-up', ['partner']),
  ]);
  // de-de reads the Germany-German texts where content has them (issue 32.12).
  const packages = contentForLocale(allPackages, pageLocale);
  const services = contentForLocale(allServices, pageLocale);
  const locations = contentForLocale(allLocations, pageLocale);
  return {
    props: {
      ...translations,
      offers: buildCheckupOffers(packages, services, languageOf(pageLocale), locations),
      known: knownSlugsOf({ packages, services, locations }),
    },
    revalidate: 60,
  };
});

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
          (issue 14.10). */}
      {!partnerLink && <CheckupStep offers={offers} />}
    </Layout>
  );
}
