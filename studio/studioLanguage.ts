/** The Studio interface language the editor chose (sanity's locale), as the guards' language. */
import { useCurrentLocale } from 'sanity';
import type { StudioLanguage } from './guards';

export function useStudioLanguage(): StudioLanguage {
  return useCurrentLocale().id.toLowerCase().startsWith('de') ? 'de' : 'en';
}
