/**
 * Google Tag Manager, only for a valid container id (SPEC 5). The id goes into the script's
 * address, so it must pass the GTM-[A-Z0-9]+ check first: nothing else can reach the page.
 *
 * GTM counts the first page view itself from document.location, so the script is injected
 * only once the address carries nothing personal: a payment-email link
 * (`/payment?reservationId=…&email=…`) or a prefill link is loaded first, the URL sync then
 * removes those values, and only then does GTM start (once injected, next/script keeps it).
 */
import { useRouter } from 'next/router';
import Script from 'next/script';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { hasHiddenParams, isValidGtmId } from './analytics';
import { useAnalyticsConsent } from '@/lib/consent';
import { useTranslation } from '@/i18n/useTranslation';
import { stegaClean } from '@/lib/stegaClean';

/**
 * The container script's address. Loaded as an external script, not GTM's usual inline
 * snippet: the Content-Security-Policy allows no inline script (src/server/security/headers.ts),
 * and the snippet's only other work, the first dataLayer entry, is done by startDataLayer().
 */
export function gtmScriptUrl(id: string): string {
  if (!isValidGtmId(id)) throw new Error('invalid GTM id');
  return `https://www.googletagmanager.com/gtm.js?id=${id}`;
}

/**
 * What GTM's snippet pushes before its script loads: Consent Mode v2 (everything denied by
 * default, then analytics granted, as the visitor chose: the container only ever loads after
 * that choice) and the start time, as event gtm.js.
 */
function startDataLayer(): void {
  const w = window as typeof window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer || [];
  // gtag() pushes its arguments object: GTM reads consent commands only in that form.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  }
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  w.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
}

/** Whether the browser's address carries nothing the tag manager must not see (false on the server). */
function useAddressClean(): boolean {
  const { events } = useRouter();
  const subscribe = useCallback(
    (onChange: () => void) => {
      events.on('routeChangeComplete', onChange);
      return () => events.off('routeChangeComplete', onChange);
    },
    [events],
  );
  return useSyncExternalStore(
    subscribe,
    () => !hasHiddenParams(window.location.href),
    () => false,
  );
}

export function TagManager({ id }: { id: string | null | undefined }) {
  const { t } = useTranslation('common');
  const clean = useAddressClean();
  // Nothing of GTM before the visitor agreed (docs/manage-booking.md); not even its noscript frame.
  const consented = useAnalyticsConsent();
  const valid = isValidGtmId(id) && consented;
  // Runs after next/script (a child) has added the script element, before it can execute.
  useEffect(() => {
    if (valid && clean) startDataLayer();
  }, [valid, clean]);
  if (!valid) return null;
  return (
    <>
      {clean && <Script id="gtm-init" strategy="afterInteractive" src={gtmScriptUrl(id)} />}
      <noscript>
        <iframe
          src={`https://www.googletagmanager.com/ns.html?id=${id}`}
          height="0"
          width="0"
          hidden
          // The frame's name for screen readers: a Site text (common, consent.tagManagerFrame).
          title={stegaClean(t('consent.tagManagerFrame'))}
          referrerPolicy="strict-origin"
        />
      </noscript>
    </>
  );
}
