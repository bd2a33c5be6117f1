/**
 * What every page's getStaticProps / getServerSideProps returns besides its own data: the
 * translations, and the tag-manager id from site settings (read by _app). Maps Next's
 * technical 'default' locale (prerendered 404/500 pages) to the default locale, so every page
 * gets real text.
 */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { SSRConfig } from 'next-i18next/pages';
import { getSiteSettings, getUiTexts, PAGE_BUILD } from '@/server/content';
import i18nConfig from '../../next-i18next.config.js';
import { toLocale } from './locales';
import { applyUiTexts, UI_LANGUAGES, type Messages } from './uiText';

export type PageBaseProps = SSRConfig & { gtmId: string | null };

export async function pageTranslations(
  locale: string | undefined,
  namespaces: readonly string[] = [],
): Promise<PageBaseProps> {
  const all = ['common', 'overlays', ...namespaces];
  const [translations, settings, texts] = await Promise.all([
    serverSideTranslations(toLocale(locale), all, i18nConfig),
    getSiteSettings(PAGE_BUILD),
    getUiTexts(all, PAGE_BUILD),
  ]);
  // Studio's published texts over the locale files (which stay the fallback of every key).
  const store = translations._nextI18Next?.initialI18nStore as
    | Record<string, Record<string, Messages>>
    | undefined;
  for (const language of UI_LANGUAGES) {
    if (store?.[language]) store[language] = applyUiTexts(store[language], texts, language);
  }
  return { ...translations, gtmId: settings.gtmId };
}

/** getStaticProps for pages that need nothing but their text. */
export async function translatedStaticProps({ locale }: { locale?: string }) {
  return { props: await pageTranslations(locale) };
}
