import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { ToastProvider } from '@/components/Toast/Toast';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { GlobalOverlays } from '@/features/overlays/GlobalOverlays';
import { useHtmlLang } from '@/i18n/useHtmlLang';
import '@/styles/globals.css';

function App({ Component, pageProps }: AppProps) {
  useHtmlLang();
  return (
    <BookingProvider>
      <ToastProvider>
        <Component {...pageProps} />
        <GlobalOverlays />
      </ToastProvider>
    </BookingProvider>
  );
}

export default appWithTranslation(App);
