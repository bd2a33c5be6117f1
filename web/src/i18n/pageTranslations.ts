/**
 * What every page's getStaticProps / getServerSideProps returns besides its own data: the
 * translations, the tag-manager id and the legal and contact links from site settings, and the
 * page's meta description in the page's language (all read by _app). Maps Next's technical
 * 'default' locale (prerendered 404/500 pages) to the default locale, so every page gets real
 * text. Only what the page shows is sent: its own description, and the design-system pages'
 * section of `common` on those pages only (each answer carries its translations).
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
import { contentForLocale } from './germanyGerman';
import { languageOf, toLocale, type Language } from './locales';
import { applyUiTexts, UI_LANGUAGES, type Messages, type UiTextColumn } from './uiText';
import { withDraftContent } from '@/server/content/draftScope';
import { draftStegaEncoder } from '@/server/content/stega';
import { draftEditAttributes } from '@/server/content/editAttributes';
import type { EditAttributes } from '@/shared/editAttributes';
import type { CONTENT_PAGES } from '@/server/revalidate/paths';

/** Meta description by route path (/check-up, /404, ...), in one language. */
export type MetaDescriptions = Record<string, string>;

export type PageBaseProps = SSRConfig & {
  gtmId: string | null;
  /** With a tag manager: how long the visitor's consent is kept (Settings); else null. */
  consent: { days: number } | null;
  /** From Studio (pageMeta), or null when the page has none in this language. */
  metaDescription: string | null;
  siteLinks: SiteLinks;
  /** Draft mode only: click targets of prices and Settings links (shared/editAttributes.ts). */
  editAttributes?: EditAttributes;
};

/**
 * A page's route path as Next's `router.pathname` gives it (which _app reads the description
 * by): typed, so that a page naming itself wrongly fails the typecheck instead of losing its
 * description.
 */
export type PagePath =
  (typeof CONTENT_PAGES)[number] | '/_design-system' | '/_design-system/icons' | '/preview/email';

/** Sections of `common` that only pages under a path show (the rest is every page's). */
const SECTIONS_OF_PAGES: Readonly<Record<string, string>> = { designSystem: '/_design-system' };

/** `common` without the sections of other pages than `page`. */
export function commonForPage(common: Messages, page: string): Messages {
  const out: Messages = { ...common };
  for (const [section, under] of Object.entries(SECTIONS_OF_PAGES))
    if (page !== under && !page.startsWith(`${under}/`)) delete out[section];
  return out;
}

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

/** The base props of the page at `page` (`/check-up`, `/404`) in `locale`. */
export async function pageTranslations(
  locale: string | undefined,
  page: PagePath,
  namespaces: readonly string[] = [],
): Promise<PageBaseProps> {
  const all = ['common', 'overlays', ...namespaces];
  const pageLocale = toLocale(locale);
  const language = languageOf(pageLocale);
  const [translations, settings, texts, pages, encode, editAttributes] = await Promise.all([
    serverSideTranslations(toLocale(locale), all, i18nConfig),
    getSiteSettings(PAGE_BUILD),
    getUiTexts(all, PAGE_BUILD),
    getPageMeta(PAGE_BUILD),
    // Draft preview only: every text marked with its Studio field (docs/preview.md).
    draftStegaEncoder(),
    draftEditAttributes(language),
  ]);
  layUiTexts(translations, texts, encode ?? undefined, (common) => commonForPage(common, page));
  return {
    ...translations,
    gtmId: settings.gtmId,
    consent: settings.gtmId ? { days: settings.consentDays } : null,
    metaDescription:
      metaDescriptionsIn(contentForLocale(pages, pageLocale), language)[page] ?? null,
    siteLinks: siteLinksIn(settings, language),
    // Absent, not undefined, on published pages (page props are JSON).
    ...(editAttributes && { editAttributes }),
  };
}

/**
 * Studio's published Site texts over the locale files' translations (which stay the fallback
 * of every key), in place. On de-de, the de-de layer (locale files holding only the
 * Germany-German texts, docs/manage-booking.md) takes Studio's text_de_DE; i18next falls back
 * to `de` for every other key. `trimCommon` shapes `common` afterwards (a page's sections).
 */
function layUiTexts(
  translations: SSRConfig,
  texts: Parameters<typeof applyUiTexts>[1],
  encode?: Parameters<typeof applyUiTexts>[3],
  trimCommon: (common: Messages) => Messages = (common) => common,
): void {
  const store = translations._nextI18Next?.initialI18nStore as
    Record<string, Record<string, Messages>> | undefined;
  const layers: Array<[string, UiTextColumn]> = [
    ...UI_LANGUAGES.map((language): [string, UiTextColumn] => [language, language]),
    ['de-de', 'de_DE'],
  ];
  for (const [storeKey, column] of layers) {
    const messages = store?.[storeKey];
    if (!messages) continue;
    const applied = applyUiTexts(messages, texts, column, encode);
    store[storeKey] = applied.common ? { ...applied, common: trimCommon(applied.common) } : applied;
  }
}

/**
 * The desk's translations (docs/languages.md "The desk's words"): the namespaces' Site texts
 * from Studio over the locale files, as the visitor's pages get theirs, without anything else
 * of the site (no tag manager, links or descriptions: docs/staff-desk.md). Published texts
 * only: the desk is not previewed.
 */
export async function deskTranslations(
  locale: string | undefined,
  namespaces: readonly string[],
): Promise<SSRConfig> {
  const [translations, texts] = await Promise.all([
    serverSideTranslations(toLocale(locale), [...namespaces], i18nConfig),
    getUiTexts(namespaces, PAGE_BUILD),
  ]);
  // The design-system pages' section of `common` is theirs only.
  layUiTexts(translations, texts, undefined, (common) => commonForPage(common, '/staff'));
  return translations;
}

/** getStaticProps for the page at `page` when it needs nothing but its text (and `namespaces`). */
export function translatedStaticProps(page: PagePath, namespaces: readonly string[] = []) {
  return withDraftContent(async ({ locale }) => ({
    props: await pageTranslations(locale, page, namespaces),
  }));
}
