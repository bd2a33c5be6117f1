/**
 * Test helper: renders UI with the real translation files, as the pages do, so tests
 * look for the visitor's text rather than translation keys.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import type { Language } from './locales';

export function createTestI18n(language: Language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { de: { common: de }, en: { common: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(
  ui: ReactElement,
  options: RenderOptions & { language?: Language } = {},
) {
  const { language, ...renderOptions } = options;
  const i18n = createTestI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...renderOptions });
}
