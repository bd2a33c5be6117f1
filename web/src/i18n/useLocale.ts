import { useRouter } from 'next/router';
import { languageOf, marketOf, toLocale, type Language, type Locale, type Market } from './locales';

export interface CurrentLocale {
  locale: Locale;
  market: Market;
  language: Language;
}

/** The page's locale, market and language (the technical 'default' reads as de-ch). */
export function useLocale(): CurrentLocale {
  const { locale: raw } = useRouter();
  const locale = toLocale(raw);
  return { locale, market: marketOf(locale), language: languageOf(locale) };
}
