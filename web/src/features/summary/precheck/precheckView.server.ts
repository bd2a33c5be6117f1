/**
 * The pre-check questions for the summary page's getStaticProps (docs/screening.md
 * "Pre-check"); server only (reads content). A questionnaire that cannot be read gives no
 * pre-check rather than no summary page: it never blocks a booking, and the questionnaire after
 * booking is the safety gate (the server's check makes the same choice).
 */
import {
  getScreening,
  PAGE_BUILD,
  ScreeningUnavailableError,
  type Screening,
} from '@/server/content';
import { textFor } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import type { PrecheckQuestionView } from './precheckView';

export function precheckViewOf(screening: Screening, locale: string | undefined) {
  const pageLocale = toLocale(locale);
  return screening.sections.flatMap((section) =>
    section.questions
      .filter((q) => q.precheck)
      .map((q): PrecheckQuestionView => ({
        key: q.key,
        text: textFor({ en: q.text_en, de: q.text_de, de_DE: q.text_de_DE }, pageLocale),
        help:
          q.help_en && q.help_de
            ? textFor({ en: q.help_en, de: q.help_de, de_DE: q.help_de_DE }, pageLocale)
            : null,
        appliesTo: [...q.appliesTo],
      })),
  );
}

export async function loadPrecheckView(
  locale: string | undefined,
  load: () => Promise<Screening> = () => getScreening(PAGE_BUILD),
): Promise<PrecheckQuestionView[]> {
  try {
    return precheckViewOf(await load(), locale);
  } catch (err) {
    // Reported where it was read (getScreening); the page is built without a pre-check.
    if (err instanceof ScreeningUnavailableError) return [];
    throw err;
  }
}
