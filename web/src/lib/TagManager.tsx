/**
 * Google Tag Manager, only for a valid container id (SPEC 5). The id is inlined into the
 * script, so it must pass the GTM-[A-Z0-9]+ check first: nothing else can reach the page.
 */
import Script from 'next/script';
import { isValidGtmId } from './analytics';

export function gtmSnippet(id: string): string {
  if (!isValidGtmId(id)) throw new Error('invalid GTM id');
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    "j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);" +
    `})(window,document,'script','dataLayer','${id}');`
  );
}

export function TagManager({ id }: { id: string | null | undefined }) {
  if (!isValidGtmId(id)) return null;
  return (
    <>
      <Script id="gtm-init" strategy="afterInteractive">
        {gtmSnippet(id)}
      </Script>
      <noscript>
        <iframe
          src={`https://www.googletagmanager.com/ns.html?id=${id}`}
          height="0"
          width="0"
          style={{ display: 'none', visibility: 'hidden' }}
          title="Google Tag Manager"
        />
      </noscript>
    </>
  );
}
