import { useEffect } from 'react';

let locks = 0;
let savedOverflow = '';

/** Stops the page behind an overlay from scrolling; nested overlays share one lock. */
export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}
