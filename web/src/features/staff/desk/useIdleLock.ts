/**
 * The open desk's idle lock (docs/staff-desk.md "Idle desks"). Only deliberate input counts:
 * pointerdown, keydown, touchstart (not the scroll wheel, not a mouse passing over). While there
 * is input the page tells the server, at most once a minute (POST /api/staff/activity), which
 * stamps the session's last use; reads never do. After DESK_IDLE_MINUTES without input, in this
 * tab or another tab of the desk in the same browser (the last input is shared through local
 * storage), `onIdle` runs. Time is Date.now() and timers, so tests move it with fake clocks.
 */
import { useEffect, useRef } from 'react';
import { DESK_ACTIVITY_EVERY_MS, DESK_IDLE_MINUTES } from '@/shared/staff-idle';
import { deskFetch } from './sessionEnd';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;
const SHARED_KEY = 'staff-desk-last-input';

function sharedInput(): number {
  try {
    return Number(localStorage.getItem(SHARED_KEY)) || 0;
  } catch {
    return 0;
  }
}

function shareInput(at: number): void {
  try {
    localStorage.setItem(SHARED_KEY, String(at));
  } catch {
    // storage unavailable: this tab's own input still counts
  }
}

export function useIdleLock({
  active,
  onIdle,
  idleMs = DESK_IDLE_MINUTES * 60_000,
}: {
  /** Off on the sign-in pages and once the desk is locked. */
  active: boolean;
  onIdle: () => void;
  idleMs?: number;
}): void {
  const idle = useRef(onIdle);
  useEffect(() => {
    idle.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!active) return;
    // Opening a desk page is a person's doing: the quiet time counts from here.
    let lastInput = Date.now();
    let lastShared = 0;
    let lastSent = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const send = () => {
      trailing = undefined;
      lastSent = Date.now();
      // A 401 here tells the desk its session ended (deskFetch); anything else waits for the next.
      void deskFetch('/api/staff/activity', { method: 'POST', body: {} }).catch(() => undefined);
    };
    const onInput = () => {
      const now = Date.now();
      lastInput = now;
      if (now - lastShared >= 1000) {
        lastShared = now;
        shareInput(now);
      }
      if (now - lastSent >= DESK_ACTIVITY_EVERY_MS) send();
      // Input within the minute after a signal: one more at the minute's end, so the server's
      // last use trails the page's by at most a minute.
      else trailing ??= setTimeout(send, lastSent + DESK_ACTIVITY_EVERY_MS - now);
    };
    const check = () => {
      clearTimeout(timer);
      const left = Math.max(lastInput, sharedInput()) + idleMs - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      stop();
      idle.current();
    };
    // A tab in the background (or a sleeping laptop) may run its timer late: check on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const stop = () => {
      clearTimeout(timer);
      clearTimeout(trailing);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, true);
      document.removeEventListener('visibilitychange', onVisible);
    };

    for (const name of INPUT_EVENTS)
      window.addEventListener(name, onInput, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    timer = setTimeout(check, idleMs);
    return stop;
  }, [active, idleMs]);
}
