// @ts-check
/**
 * next-i18next (Pages Router). Translations exist per language, not per locale:
 * public/locales/de serves de-ch and de-de, public/locales/en serves en-ch and en-de,
 * through the fallback map below. The locale list mirrors src/i18n/locales.ts (a unit test
 * keeps them equal); this file stays plain CommonJS because next-i18next requires it.
 */
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    locales: ['default', 'de-ch', 'en-ch', 'de-de', 'en-de'],
    defaultLocale: 'default',
  },
  fallbackLng: {
    'de-ch': ['de'],
    'de-de': ['de'],
    'en-ch': ['en'],
    'en-de': ['en'],
  },
  // Keep 'de-ch' as typed: i18next would otherwise look for 'de-CH'.
  lowerCaseLng: true,
  // No `ns` list: the namespaces are the files in public/locales/<language>/, so a feature
  // adds its own file (summary.json, ...) without touching this config.
  defaultNS: 'common',
  // Relative to the working directory: `next start`, `next build` and jest all run in web/.
  localePath: './public/locales',
  // Only the language files exist; do not try to load public/locales/de-ch.
  load: 'currentOnly',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
};
