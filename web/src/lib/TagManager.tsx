/**
 * Google Tag Manager, only for a valid container id (SPEC 5). The id is inlined into the
 * script, so it must pass the GTM-[A-Z0-9]+ check first: nothing else can reach the page.
 *
 * GTM counts the first page view itself from document.location, so the script is injected
 * only once the address carries nothing personal: a payment-email link
 * (`/payment?reservationId=…&email=…`) or a prefill link is loaded first, the URL sync then
 * removes those values, and only then does GTM start (once injected, next/script keeps it).
 */
import { useRouter } from 'next/router';
import Script from 'next/script';
import { useCallback, useSyncExternalStore } from 'react';
import { hasHiddenParams, isValidGtmId } from './analytics';

export function gtmSnippet(id: string): string {
  if (!isValidGtmId(id)) throw new Error('invalid GTM id');
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    "j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);" +
    `})(window,document,'script','dataLayer','${id}');`
  );
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
  const clean = useAddressClean();
  if (!isValidGtmId(id)) return null;
  return (
    <>
      {clean && (
        <Script id="gtm-init" strategy="afterInteractive">
          {gtmSnippet(id)}
        </Script>
      )}
      <noscript>
        <iframe
          src={`https://www.googletagmanager.com/ns.html?id=${id}`}
          height="0"
          width="0"
          style={{ display: 'none', visibility: 'hidden' }}
          title="Google Tag Manager"
          referrerPolicy="strict-origin"
        />
      </noscript>
    </>
  );
}
