/**
 * What every page's getStaticProps / getServerSideProps returns besides its own data: the
 * translations, and the tag-manager id from site settings (read by _app). Maps Next's
 * technical 'default' locale (prerendered 404/500 pages) to the default locale, so every page
 * gets real text.
 */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { SSRConfig } from 'next-i18next/pages';
import { getSiteSettings } from '@/server/content';
import i18nConfig from '../../next-i18next.config.js';
import { toLocale } from './locales';

export type PageBaseProps = SSRConfig & { gtmId: string | null };

export async function pageTranslations(
  locale: string | undefined,
  namespaces: readonly string[] = [],
): Promise<PageBaseProps> {
  const [translations, settings] = await Promise.all([
    serverSideTranslations(toLocale(locale), ['common', 'overlays', ...namespaces], i18nConfig),
    getSiteSettings(),
  ]);
  return { ...translations, gtmId: settings.gtmId };
}

/** getStaticProps for pages that need nothing but their text. */
export async function translatedStaticProps({ locale }: { locale?: string }) {
  return { props: await pageTranslations(locale) };
}
