/**
 * The ALTCHA widget's words (docs/preview.md): the widget takes its strings as configuration
 * (`$altcha.i18n`, one set per language code); ours come from Site texts (`summary`
 * namespace, `challenge.*`), so translators edit them in Studio like every other text.
 */
import type { TFunction } from '@/i18n/useTranslation';

/** The widget's keys whose text is a Site text of the same name under `challenge.`. */
export const ALTCHA_TEXT_KEYS = [
  'label',
  'verify',
  'verifying',
  'verified',
  'verificationRequired',
  'waitAlert',
  'error',
  'expired',
  'reload',
  'loading',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'getAudioChallenge',
] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every string the widget shows, from the page's translations. */
export function altchaStrings(t: TFunction): Record<string, string> {
  const strings: Record<string, string> = Object.fromEntries(
    ALTCHA_TEXT_KEYS.map((key) => [key, t(`summary:challenge.${key}`)]),
  );
  const website = t('summary:challenge.altchaWebsite');
  strings.ariaLinkLabel = website;
  // The widget renders its footer as HTML: the attribution link, with our words escaped.
  strings.footer = `${escapeHtml(t('summary:challenge.protectedBy'))} <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${escapeHtml(website)}">ALTCHA</a>`;
  return strings;
}
