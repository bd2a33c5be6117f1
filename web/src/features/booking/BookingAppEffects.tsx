/**
 * The site-wide client behaviours in one place, for _app (inside <BookingProvider>):
 * the success lock's end on the manage page, route rules, new-build reload, chunk-load reload, page
 * views, the next step's prefetch and the tag manager. Renders nothing but the GTM script.
 */
import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect } from 'react';
import { usePageViews } from '@/features/analytics/analytics';
import { useChunkLoadReload } from '@/lib/build/chunkReload';
import { useBuildReload } from '@/lib/build/useBuildReload';
import { resetClientLogBudget } from '@/lib/clientLog';
import { useRouteRules } from '@/lib/routing/useRouteRules';
import { isValidGtmId } from '@/features/analytics/analytics';
import { useIsClient } from '@/lib/useIsClient';
import { useSuccessLockRelease } from './guards/successLock';
import { useNextStepPrefetch } from './useNextStepPrefetch';
import { useStepViews } from './useStepViews';

/**
 * Only where a container is configured, in the browser: next/script and the tag manager's code
 * are no step's first-load JS (docs/performance.md). Its script loads after hydration in any
 * case (next/script afterInteractive), and only with consent.
 */
const TagManager = lazy(() =>
  import('@/features/analytics/TagManager').then((m) => ({ default: m.TagManager })),
);
/** The consent box, likewise: it renders nothing itself and loads its library after hydration. */
const ConsentBanner = lazy(() =>
  import('@/lib/ConsentBanner').then((m) => ({ default: m.ConsentBanner })),
);

/** The client log's budget (lib/clientLog.ts) is per page view: it starts again on each route. */
function useClientLogBudget(): void {
  const { events } = useRouter();
  useEffect(() => {
    events.on('routeChangeComplete', resetClientLogBudget);
    return () => events.off('routeChangeComplete', resetClientLogBudget);
  }, [events]);
}

export function BookingAppEffects({
  gtmId,
  consent,
}: {
  gtmId?: string | null;
  /** Where a tag manager is configured: ask first (docs/manage-booking.md). */
  consent?: { days: number } | null;
}) {
  useSuccessLockRelease();
  useRouteRules();
  useBuildReload();
  useChunkLoadReload();
  useClientLogBudget();
  usePageViews();
  useNextStepPrefetch();
  useStepViews();
  const client = useIsClient();
  const tagManager = isValidGtmId(gtmId);
  return (
    <>
      {client && tagManager && (
        <Suspense fallback={null}>
          {consent && <ConsentBanner days={consent.days} />}
          <TagManager id={gtmId} />
        </Suspense>
      )}
    </>
  );
}
