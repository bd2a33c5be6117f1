/**
 * Create step 3b, the MRI safety pre-check (docs/screening.md "Pre-check"): a "yes" to a
 * pre-check question that applies to this booking (its yes means stop: a pacemaker, a
 * neurostimulator, a cochlear implant) refuses the booking before anything is held or paid; the
 * clinic speaks with the person first. Answers to questions that do not apply, or that the
 * questionnaire no longer has, are ignored. A questionnaire that cannot be read never blocks a
 * booking: the full questionnaire after booking is the safety gate. Which question was
 * answered is never logged (health data).
 */
import { DomainError } from '@/server/domain-error';
import {
  getScreening,
  precheckQuestions,
  ScreeningUnavailableError,
  type Screening,
  type ScreeningBooking,
} from '@/server/content';
import { log } from '@/server/log';
import { SCREENING_PRECHECK_STOP } from '@/contracts/error-ids';

export type PrecheckAnswers = Readonly<Record<string, 'yes' | 'no'>>;

/** Throws DomainError screening-precheck-stop. */
export async function checkPrecheck(
  answers: PrecheckAnswers | undefined,
  booking: ScreeningBooking,
  load: () => Promise<Screening> = () => getScreening(),
): Promise<void> {
  if (!answers || Object.keys(answers).length === 0) return;
  let screening: Screening;
  try {
    screening = await load();
  } catch (err) {
    if (!(err instanceof ScreeningUnavailableError)) throw err;
    log.warn('screening-precheck-skipped', { reason: err.reason });
    return;
  }
  const stop = precheckQuestions(screening, booking).some((q) => answers[q.key] === 'yes');
  if (!stop) return;
  log.info('reserve-rejected', { reason: SCREENING_PRECHECK_STOP });
  throw new DomainError('screening-precheck-stop', SCREENING_PRECHECK_STOP);
}
