import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { htmlLang, toLocale } from './locales';

/**
 * Keeps <html lang> a BCP 47 tag (de-CH) after client-side navigation: Next's router writes
 * the raw locale (de-ch) there on every route change, after _document set the right one.
 */
export function useHtmlLang(): void {
  const router = useRouter();
  useEffect(() => {
    const fix = () => {
      const root = document.documentElement;
      root.lang = htmlLang(toLocale(root.lang.toLowerCase()));
    };
    fix();
    router.events.on('routeChangeComplete', fix);
    return () => router.events.off('routeChangeComplete', fix);
  }, [router.events]);
}
