/**
 * The proof-of-work check (docs/security.md): shown when create answered 428 hold-challenge-required
 * because the location sees a burst of holds. The self-hosted ALTCHA widget fetches a challenge
 * from our own /api/reservation/challenge and solves it in a web worker served from our own
 * origin (public/altcha, a copy of the pinned package's worker, checked by a unit test), with
 * the widget's external build and stylesheet: no inline script or style, so it passes the CSP.
 * Loaded only when needed. Its words are Site texts (./altchaStrings.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { altchaStrings } from './altchaStrings';
import type {} from 'altcha/types/react';
import 'altcha/altcha.css';

/** The challenge route and the worker the widget solves it in. */
export const CHALLENGE_URL = '/api/reservation/challenge';
export const ALTCHA_WORKER_URL = '/altcha/pbkdf2.js';

export function HoldChallenge({
  language,
  locationSlug,
  onSolved,
}: {
  language: 'en' | 'de';
  /** The challenge is for holds at this location (its work follows the location's burst). */
  locationSlug: string;
  onSolved: (payload: string) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const { t } = useTranslation('summary');

  useEffect(() => {
    let live = true;
    void (async () => {
      await import('altcha/external');
      globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(ALTCHA_WORKER_URL));
      // The widget reads the strings of its `language` from here: ours replace its built-in ones.
      globalThis.$altcha.i18n.set(language, altchaStrings(t));
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [language, t]);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onSolved(payload);
    };
    widget.addEventListener('verified', verified);
    return () => widget.removeEventListener('verified', verified);
  }, [ready, onSolved]);

  if (!ready) return null;
  return (
    <altcha-widget
      ref={ref}
      challenge={`${CHALLENGE_URL}?location=${encodeURIComponent(locationSlug)}`}
      auto="onload"
      language={language}
      data-testid="hold-challenge"
    />
  );
}
