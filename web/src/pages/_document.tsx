import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { htmlLang, toLocale } from '@/i18n/locales';

/**
 * `nonce`: Next's, read from the request's CSP, in draft mode only (src/proxy.ts); prerendered
 * pages have none and are allowed by their scripts' hashes (server/security/headers.ts).
 */
export default function Document({ locale, nonce }: DocumentProps) {
  return (
    <Html lang={htmlLang(toLocale(locale))}>
      <Head nonce={nonce}>
        <meta name="theme-color" content="#0b5563" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
