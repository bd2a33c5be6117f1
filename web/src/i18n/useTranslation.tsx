/**
 * useTranslation for components: the same call shape as next-i18next's
 * (`const { t, i18n } = useTranslation('summary')`), served by the small translator over
 * the page's next-i18next props (see translator.ts for why).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  translatorFromProps,
  type SsrTranslations,
  type TFunction,
  type Translator,
} from './translator';

export type { TFunction } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translations,
  translator,
  children,
}: {
  /** `pageProps._nextI18Next` from serverSideTranslations. */
  translations?: SsrTranslations | null;
  /** A ready translator (tests). */
  translator?: Translator;
  children: ReactNode;
}) {
  const fromProps = useMemo(() => translatorFromProps(translations), [translations]);
  return (
    <TranslatorContext.Provider value={translator ?? fromProps}>
      {children}
    </TranslatorContext.Provider>
  );
}

/** Without a provider (or page translations) keys come back as they are, as with i18next. */
const keyOnly: TFunction = (key, options) => {
  const at = key.indexOf(':');
  return options?.defaultValue ?? (at > 0 ? key.slice(at + 1) : key);
};

export function useTranslation(ns?: string | readonly string[]): {
  t: TFunction;
  i18n: { language: string };
  ready: true;
} {
  const translator = useContext(TranslatorContext);
  const key = typeof ns === 'string' ? ns : (ns ?? []).join(',');
  return useMemo(() => {
    const namespaces = key ? key.split(',') : [];
    return {
      t: translator ? translator.forNamespaces(namespaces) : keyOnly,
      i18n: { language: translator?.language ?? '' },
      ready: true,
    };
  }, [translator, key]);
}
