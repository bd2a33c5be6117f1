import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { ToastProvider } from '@/components/Toast/Toast';
import { BookingAppEffects } from '@/features/booking/BookingAppEffects';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { GlobalOverlays } from '@/features/overlays/GlobalOverlays';
import { useHtmlLang } from '@/i18n/useHtmlLang';
import '@/styles/globals.css';

function App({ Component, pageProps }: AppProps) {
  useHtmlLang();
  return (
    <BookingProvider>
      {/* Success lock, route rules, new-build reload, page views, tag manager. */}
      <BookingAppEffects gtmId={(pageProps as { gtmId?: string | null }).gtmId} />
      <ToastProvider>
        <Component {...pageProps} />
        <GlobalOverlays />
      </ToastProvider>
    </BookingProvider>
  );
}

export default appWithTranslation(App);
