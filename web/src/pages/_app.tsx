import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { ToastProvider } from '@/components/Toast/Toast';
import '@/styles/globals.css';

function App({ Component, pageProps }: AppProps) {
  return (
    <ToastProvider>
      <Component {...pageProps} />
    </ToastProvider>
  );
}

export default appWithTranslation(App);
