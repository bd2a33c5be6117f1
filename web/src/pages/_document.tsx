import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { htmlLang, toLocale } from '@/i18n/locales';

export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={htmlLang(toLocale(locale))}>
      <Head>
        <meta name="theme-color" content="#0b5563" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
