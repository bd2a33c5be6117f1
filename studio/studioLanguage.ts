/**
 * The Studio interface language the editor chose (Sanity's locale), as the guards' language, and
 * its report to the one owner of the Studio's words outside React (schemas/src/i18n/messages.ts:
 * list previews and Presentation's locations pick their words by it).
 */
import { useEffect, type ReactNode } from 'react';
import { useCurrentLocale, type LayoutProps } from 'sanity';
import { languageOfLocale, setStudioLanguage } from 'schemas';
import type { StudioLanguage } from './guards';

export function useStudioLanguage(): StudioLanguage {
  return languageOfLocale(useCurrentLocale().id);
}

/**
 * The Studio's layout (studio.components.layout): reports the interface language as it renders,
 * before any preview below it asks, and again whenever the editor switches.
 */
export function StudioLanguageLayout(props: LayoutProps): ReactNode {
  const language = useStudioLanguage();
  setStudioLanguage(language);
  useEffect(() => () => setStudioLanguage(undefined), []);
  return props.renderDefault(props);
}
