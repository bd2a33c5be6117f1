import type { UserConfig } from 'next-i18next/pages';

/** Types for next-i18next.config.js (plain CommonJS, read by next-i18next at runtime). */
declare const config: UserConfig & {
  i18n: { locales: string[]; defaultLocale: string };
  fallbackLng: Record<string, string[]>;
};
export = config;
