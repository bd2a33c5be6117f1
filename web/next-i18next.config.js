// @ts-check
/**
 * next-i18next (Pages Router). Translations exist per language, not per locale (but for the
 * de-de layer of Germany-German texts):
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
  // Only the language files exist, plus public/locales/de-de with the Germany-German texts
  // that differ (the fallback to `de` gives every other key, docs/manage-booking.md).
  load: 'currentOnly',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
};
