/**
 * What every page's getStaticProps / getServerSideProps returns besides its own data: the
 * translations, the tag-manager id and the legal and contact links from site settings, and the
 * pages' meta descriptions in the page's language (all read by _app). Maps Next's
 * technical 'default' locale (prerendered 404/500 pages) to the default locale, so every page
 * gets real text.
 */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { SSRConfig } from 'next-i18next/pages';
import {
  getPageMeta,
  getSiteSettings,
  getUiTexts,
  PAGE_BUILD,
  type PageMeta,
} from '@/server/content';
import { siteLinksIn, type SiteLinks } from '@/features/legal/siteLinks';
import i18nConfig from '../../next-i18next.config.js';
import { languageOf, toLocale, type Language } from './locales';
import { applyUiTexts, UI_LANGUAGES, type Messages } from './uiText';
import { withDraftContent } from '@/server/content/draftScope';

/** Meta description by route path (/check-up, /404, ...), in one language. */
export type MetaDescriptions = Record<string, string>;

export type PageBaseProps = SSRConfig & {
  gtmId: string | null;
  metaDescriptions: MetaDescriptions;
  siteLinks: SiteLinks;
};

/** A page whose description lacks this language gets none rather than the other language's. */
export function metaDescriptionsIn(
  pages: readonly PageMeta[],
  language: Language,
): MetaDescriptions {
  const out: MetaDescriptions = {};
  for (const meta of pages) {
    const text = meta[`metaDescription_${language}`]?.trim();
    if (text) out[`/${meta.page}`] = text;
  }
  return out;
}

export async function pageTranslations(
  locale: string | undefined,
  namespaces: readonly string[] = [],
): Promise<PageBaseProps> {
  const all = ['common', 'overlays', ...namespaces];
  const [translations, settings, texts, pages] = await Promise.all([
    serverSideTranslations(toLocale(locale), all, i18nConfig),
    getSiteSettings(PAGE_BUILD),
    getUiTexts(all, PAGE_BUILD),
    getPageMeta(PAGE_BUILD),
  ]);
  // Studio's published texts over the locale files (which stay the fallback of every key).
  const store = translations._nextI18Next?.initialI18nStore as
    Record<string, Record<string, Messages>> | undefined;
  for (const language of UI_LANGUAGES) {
    if (store?.[language]) store[language] = applyUiTexts(store[language], texts, language);
  }
  return {
    ...translations,
    gtmId: settings.gtmId,
    metaDescriptions: metaDescriptionsIn(pages, languageOf(toLocale(locale))),
    siteLinks: siteLinksIn(settings, languageOf(toLocale(locale))),
  };
}

/** getStaticProps for pages that need nothing but their text. */
export const translatedStaticProps = withDraftContent(async ({ locale }) => ({
  props: await pageTranslations(locale),
}));
