/**
 * The summary panel, loaded after hydration: it renders only in the browser, once the step's
 * guard passes, so its code (and SWR, on steps that use it nowhere else) need not be in the
 * page's first-load JS (docs/performance.md).
 */
import { lazy, memo, Suspense } from 'react';
import type { SummaryPanelProps } from './SummaryPanel';

const Panel = lazy(() => import('./SummaryPanel').then((m) => ({ default: m.SummaryPanel })));

/** Memoised: the steps around it render with every store change; the panel reads its own. */
export const LazySummaryPanel = memo(function LazySummaryPanel(props: SummaryPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
});
