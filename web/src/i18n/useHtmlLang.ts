import { useEffect } from 'react';
import { htmlLang, toLocale } from './locales';

/**
 * Keeps <html lang> a BCP 47 tag (de-CH): Next's router writes the raw locale (de-ch) there
 * after client-side navigation, including the query update after hydration, which emits no
 * route event. So watch the attribute itself.
 */
export function useHtmlLang(): void {
  useEffect(() => {
    const root = document.documentElement;
    const fix = () => {
      const wanted = htmlLang(toLocale(root.lang.toLowerCase()));
      if (root.lang !== wanted) root.lang = wanted;
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, []);
}
