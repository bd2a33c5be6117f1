import type { AppProps } from 'next/app';
import { ToastProvider } from '@/components/Toast/Toast';
import { BookingAppEffects } from '@/features/booking/BookingAppEffects';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { GlobalOverlays } from '@/features/overlays/GlobalOverlays';
import { useHtmlLang } from '@/i18n/useHtmlLang';
import type { SsrTranslations } from '@/i18n/translator';
import { TranslationProvider } from '@/i18n/useTranslation';
import '@/styles/globals.css';

type BaseProps = { gtmId?: string | null; _nextI18Next?: SsrTranslations };

export default function App({ Component, pageProps }: AppProps<BaseProps>) {
  useHtmlLang();
  return (
    // Strings from next-i18next's serverSideTranslations (pageTranslations), read by a small
    // client translator instead of i18next's runtime (src/i18n/translator.ts).
    <TranslationProvider translations={pageProps._nextI18Next}>
      <BookingProvider>
        {/* Success lock, route rules, new-build reload, page views, tag manager. */}
        <BookingAppEffects gtmId={pageProps.gtmId} />
        <ToastProvider>
          <Component {...pageProps} />
          <GlobalOverlays />
        </ToastProvider>
      </BookingProvider>
    </TranslationProvider>
  );
}
