/**
 * The MRI safety questionnaire after booking (docs/screening.md): the patient's page's use cases,
 * the signed copy, and the screening state the desk reads.
 */
import { getSiteSettings, DEFAULT_SITE_SETTINGS } from '@/server/content';
import { attachment, type RouteAnswer } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { bookingFileName, loadEmailTexts, type EmailTexts } from '@/server/notify/emailTexts';
import type { TextVariant } from '@/i18n/germanyGerman';
import { snapshotOf } from '@/server/reservations/snapshot';
import { renderScreeningPdf } from './pdf';
import { signedResponse } from './responses';

export { answerScreening, openScreening, signScreening, type ScreeningDeps } from './responses';
export { screeningSigned, screeningStates } from './state';
export { SCREENING_STATES, screeningState, type ScreeningState } from './model';
export { renderScreeningPdf } from './pdf';

/** The file name of the signed copy: the reference, no name; its words from Studio (`files`). */
export function screeningFilename(
  reference: string,
  variant: TextVariant,
  texts?: EmailTexts,
): string {
  return bookingFileName('screening', reference, variant, texts);
}

/** POST /api/screening/pdf's answer: the signed questionnaire and consent of the token's booking. */
export async function screeningPdfAnswer(token: string): Promise<RouteAnswer<never>> {
  const deps = await manageDeps();
  const { row, response } = await signedResponse(token, deps);
  const snapshot = await snapshotOf(row);
  const language = response.consent.variant === 'en' ? 'en' : 'de';
  const settings = await getSiteSettings().catch(() => DEFAULT_SITE_SETTINGS);
  const texts = await loadEmailTexts();
  const bytes = await renderScreeningPdf(
    {
      reference: row.name,
      clinicName: settings.clinicName,
      person: {
        firstName: row.personalData.firstName,
        lastName: row.personalData.lastName,
        birthDate: row.personalData.birthDate,
      },
      start: row.startsAt,
      checkupTitle: snapshot.checkup.bookedTitle[language],
      response,
    },
    texts,
    deps.now,
  );
  return attachment(
    screeningFilename(row.name, response.consent.variant, texts),
    Buffer.from(bytes),
    'application/pdf',
  );
}
