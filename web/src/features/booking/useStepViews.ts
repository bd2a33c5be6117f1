/**
 * The insights funnel's step views (docs/staff-desk.md "Insights"): each time the visitor comes
 * to a booking step, one POST /api/insights/step { step }. It names the step and nothing else:
 * no cookie is set or read for it, no person or client is kept, and it waits for nothing (a lost
 * count is only a count). Sent once the browser is idle, not in hydration's long task
 * (docs/performance.md); a step left before then is still counted.
 */
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { whenIdle } from '@/features/overlays/whenIdle';
import { stepFromPath } from './steps';

const COUNTED = new Set(['check-up', 'add-ons', 'location', 'timeslot', 'summary', 'payment']);

export function useStepViews(): void {
  const { asPath, isReady } = useRouter();
  const step = stepFromPath(asPath);
  useEffect(() => {
    if (!isReady || !step || !COUNTED.has(step)) return;
    whenIdle(() => {
      fetch('/api/insights/step', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ step }),
      }).catch(() => undefined);
    });
  }, [isReady, step]);
}
