import { useEffect, useRef } from 'react';
import { createIdleTimer, IDLE_ACTIVITY_EVENTS, IDLE_TIMEOUT_MS } from './idleTimer';

/**
 * Calls `onIdle` once after `timeoutMs` without a click, key or scroll while `enabled`.
 * Scroll is listened to in the capture phase, so scrolling inside any element counts.
 */
export function useIdleTimer(
  enabled: boolean,
  onIdle: () => void,
  timeoutMs: number = IDLE_TIMEOUT_MS,
): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    const timer = createIdleTimer(() => onIdleRef.current(), timeoutMs);
    const onActivity = () => timer.activity();
    for (const event of IDLE_ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    timer.start();
    return () => {
      timer.stop();
      for (const event of IDLE_ACTIVITY_EVENTS)
        window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [enabled, timeoutMs]);
}
