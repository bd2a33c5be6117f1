/**
 * Test helper: renders UI with the real translation files, as the pages do, so tests
 * look for the visitor's text rather than translation keys.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import type { Language } from './locales';
import { createTranslator, type Resources, type Translator } from './translator';
import { TranslationProvider } from './useTranslation';

/** A translator over the given namespaces of both languages (default: common). */
export function createTestTranslator(
  language: Language = 'en',
  resources: Record<Language, Resources> = { de: { common: de }, en: { common: en } },
): Translator {
  return createTranslator(resources, language);
}

/** A wrapper for render/renderHook: the components see these strings. */
export function TestTranslations({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}

/** Renders `ui` with the translations of `resources` (default: common) in `language`. */
export function renderWithI18n(
  ui: ReactElement,
  options: RenderOptions & { language?: Language; resources?: Record<Language, Resources> } = {},
) {
  const { language, resources, ...renderOptions } = options;
  const translator = createTestTranslator(language, resources);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestTranslations translator={translator}>{children}</TestTranslations>
  );
  return render(ui, { wrapper: Wrapper, ...renderOptions });
}
