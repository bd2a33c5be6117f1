import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
  type DocumentProps,
} from 'next/document';
import { htmlLang, toLocale } from '@/i18n/locales';
import { latin1HeadElement, latin1Json, latin1Markup } from '@/lib/latin1Html';

// Every page is written in Latin-1 (lib/latin1Html.ts says why): the page data Next serialises
// into __NEXT_DATA__ here, the rendered body and the title in getInitialProps below.
const inlineScriptSource = NextScript.getInlineScriptSource;
NextScript.getInlineScriptSource = (context) => latin1Json(inlineScriptSource(context));

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

Document.getInitialProps = async (ctx: DocumentContext): Promise<DocumentInitialProps> => {
  const initial = await ctx.defaultGetInitialProps(ctx);
  return {
    ...initial,
    html: latin1Markup(initial.html),
    head: initial.head?.map(latin1HeadElement),
  };
};
