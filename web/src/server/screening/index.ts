/**
 * The MRI safety questionnaire after booking (docs/screening.md): the patient's page's use cases,
 * the signed copy, and the screening state the desk reads.
 */
import { getSiteSettings, DEFAULT_SITE_SETTINGS } from '@/server/content';
import { attachment, type RouteAnswer } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { loadEmailTexts } from '@/server/notify/emailTexts';
import { snapshotOf } from '@/server/reservations/snapshot';
import { renderScreeningPdf } from './pdf';
import { signedResponse } from './responses';

export { answerScreening, openScreening, signScreening, type ScreeningDeps } from './responses';
export { screeningSigned, screeningStates } from './state';
export { SCREENING_STATES, screeningState, type ScreeningState } from './model';
export { renderScreeningPdf } from './pdf';

/** The file name of the signed copy: the reference, no name. */
export function screeningFilename(reference: string, language: 'en' | 'de'): string {
  const ref = reference.replace(/[^A-Za-z0-9-]/g, '');
  return `${language === 'de' ? 'MRI-Sicherheitsfragebogen' : 'MRI-safety-questionnaire'}-${ref}.pdf`;
}

/** POST /api/screening/pdf's answer: the signed questionnaire and consent of the token's booking. */
export async function screeningPdfAnswer(token: string): Promise<RouteAnswer<never>> {
  const deps = await manageDeps();
  const { row, response } = await signedResponse(token, deps);
  const snapshot = await snapshotOf(row);
  const language = response.consent.variant === 'en' ? 'en' : 'de';
  const settings = await getSiteSettings().catch(() => DEFAULT_SITE_SETTINGS);
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
    await loadEmailTexts(),
    deps.now,
  );
  return attachment(screeningFilename(row.name, language), Buffer.from(bytes), 'application/pdf');
}
