/**
 * The preview tests' sample booking (docs/preview.md): from the seed's content and the default
 * Settings, with the built-in email texts unless a test gives its own.
 */
import type { Locale } from '@/i18n/locales';
import { DEFAULT_SITE_SETTINGS, getLocations, getPackages, getServices } from '@/server/content';
import { BUILT_IN_EMAIL_TEXTS, type EmailTexts } from '@/server/notify';
import { sampleEmailData } from '../sampleEmail';

/** The sample booking in `locale` at `now`. */
export async function seedSample(
  locale: Locale,
  now: Date,
  texts: EmailTexts = BUILT_IN_EMAIL_TEXTS,
) {
  const [packages, services, locations] = await Promise.all([
    getPackages(),
    getServices(),
    getLocations(),
  ]);
  return sampleEmailData(
    { packages, services, locations, settings: DEFAULT_SITE_SETTINGS, texts },
    locale,
    now,
  );
}
