/**
 * Translations for getStaticProps / getServerSideProps. Maps Next's technical 'default'
 * locale (prerendered 404/500 pages) to the default locale, so every page gets real text.
 */
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { SSRConfig } from 'next-i18next/pages';
import i18nConfig from '../../next-i18next.config.js';
import { toLocale } from './locales';

export function pageTranslations(
  locale: string | undefined,
  namespaces: readonly string[] = [],
): Promise<SSRConfig> {
  return serverSideTranslations(
    toLocale(locale),
    ['common', 'overlays', ...namespaces],
    i18nConfig,
  );
}

/** getStaticProps for pages that need nothing but their text. */
export async function translatedStaticProps({ locale }: { locale?: string }) {
  return { props: await pageTranslations(locale) };
}
