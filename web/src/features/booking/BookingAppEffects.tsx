/**
 * The site-wide client behaviours in one place, for _app (inside <BookingProvider>):
 * success lock on non-step pages, route rules, new-build reload, page views, the next
 * step's prefetch and the tag manager. Renders nothing but the GTM script.
 */
import { usePageViews } from '@/lib/analytics';
import { useBuildReload } from '@/lib/build/useBuildReload';
import { useRouteRules } from '@/lib/routing/useRouteRules';
import { TagManager } from '@/lib/TagManager';
import { useSuccessLock } from './guards/useStepGuard';
import { useNextStepPrefetch } from './useNextStepPrefetch';

export function BookingAppEffects({ gtmId }: { gtmId?: string | null }) {
  useSuccessLock();
  useRouteRules();
  useBuildReload();
  usePageViews();
  useNextStepPrefetch();
  return <TagManager id={gtmId} />;
}
