// First: zod is told to skip its eval probe before any schema is built (lib/zodJitless.ts).
import '@/lib/zodJitless';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/features/layout/ErrorBoundary';
import { ToastProvider } from '@/components/Toast/Toast';
import { BookingAppEffects } from '@/features/booking/BookingAppEffects';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import type { SiteLinks } from '@/features/legal/siteLinks';
import { SiteLinksProvider } from '@/features/legal/SiteLinksContext';
import { GlobalOverlays } from '@/features/overlays/GlobalOverlays';
import { EditAttributesProvider } from '@/features/preview/EditAttributes';
import type { EditAttributes } from '@/shared/editAttributes';
import { isStaffPath } from '@/features/staff/desk/staffPath';
import { useHtmlLang } from '@/i18n/useHtmlLang';
import type { SsrTranslations } from '@/i18n/translator';
import { TranslationProvider } from '@/i18n/useTranslation';
import { clientLog } from '@/lib/clientLog';
import { useIsClient } from '@/lib/useIsClient';
import '@/styles/globals.css';

/** Draft preview only: the bar and the overlay load when a page is rendered in draft mode. */
const VisualEditing = lazy(() => import('@/features/preview/VisualEditing'));
const PreviewBar = lazy(() =>
  import('@/features/preview/PreviewBar').then((m) => ({ default: m.PreviewBar })),
);

/**
 * The preview bar, in the browser only: a lazy part the server renders streams behind an
 * inline reveal script, which the draft page's script policy refuses (its hashes are the
 * build's).
 */
function DraftPreviewBar() {
  return useIsClient() ? (
    <Suspense fallback={null}>
      <PreviewBar />
    </Suspense>
  ) : null;
}

type BaseProps = {
  gtmId?: string | null;
  consent?: { days: number } | null;
  /** The page's own, from Studio (pageMeta documents, see i18n/pageTranslations.ts). */
  metaDescription?: string | null;
  /** Legal and contact links from Settings in the page's language (footer, consent). */
  siteLinks?: SiteLinks;
  /** The page was rendered in draft mode (Studio preview): drafts, not published content. */
  draftMode?: true;
  /** Draft mode only: `data-sanity` values of prices and Settings links. */
  editAttributes?: EditAttributes;
  _nextI18Next?: SsrTranslations;
};

/**
 * SPEC 8 "Failed locale loading is logged": every page gets its texts with its props, so a
 * page shown without them (keys instead of words) is logged through /api/log.
 */
function useMissingTranslationsLog(translations: SsrTranslations | undefined, locale?: string) {
  const missing = !translations?.initialI18nStore || !translations.initialLocale;
  useEffect(() => {
    if (missing) clientLog('error', 'locale-load-failed', { locale: locale ?? null });
  }, [missing, locale]);
}

export default function App({ Component, pageProps, router }: AppProps<BaseProps>) {
  useHtmlLang();
  useMissingTranslationsLog(pageProps._nextI18Next, router.locale);
  const description = pageProps.metaDescription;
  if (isStaffPath(router.pathname))
    // The staff desk: no booking state, tag manager or visitor overlays (docs/staff-desk.md).
    return (
      <TranslationProvider translations={pageProps._nextI18Next}>
        <ToastProvider>
          <ErrorBoundary resetKey={router.asPath.split(/[?#]/)[0]}>
            <Component {...pageProps} />
          </ErrorBoundary>
        </ToastProvider>
      </TranslationProvider>
    );
  return (
    // Strings from next-i18next's serverSideTranslations (pageTranslations), read by a small
    // client translator instead of i18next's runtime (src/i18n/translator.ts).
    <TranslationProvider translations={pageProps._nextI18Next}>
      <SiteLinksProvider links={pageProps.siteLinks}>
        <EditAttributesProvider attributes={pageProps.editAttributes}>
          {description && (
            <Head>
              <meta name="description" content={description} key="description" />
            </Head>
          )}
          {pageProps.draftMode && (
            <>
              <DraftPreviewBar />
              <Suspense fallback={null}>
                <VisualEditing />
              </Suspense>
            </>
          )}
          <BookingProvider>
            {/* Success lock, route rules, new-build and chunk-load reload, page views, tag manager. */}
            {/* An editor's preview is quiet: no tag manager, consent box or idle prompt. */}
            <BookingAppEffects
              gtmId={pageProps.draftMode ? null : pageProps.gtmId}
              consent={pageProps.draftMode ? null : pageProps.consent}
            />
            <ToastProvider>
              {/* A chunk that fails to load while rendering reloads; other render errors show the
              generic error view and are logged. A new page clears it. */}
              <ErrorBoundary resetKey={router.asPath.split(/[?#]/)[0]}>
                {/* No Suspense boundary around the whole page: React would send a long page's
                content hidden behind a reveal script (server/ops/outlined-content.ts). Lazy parts
                of a page have their own boundaries. */}
                <Component {...pageProps} />
              </ErrorBoundary>
              <GlobalOverlays quiet={pageProps.draftMode} />
            </ToastProvider>
          </BookingProvider>
        </EditAttributesProvider>
      </SiteLinksProvider>
    </TranslationProvider>
  );
}
