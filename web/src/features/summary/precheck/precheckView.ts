/**
 * The MRI safety pre-check of the summary step (docs/screening.md "Pre-check"): the questions
 * whose "yes" stops a booking, prepared on the server in the page's language (texts from the
 * questionnaire in Studio) and filtered in the browser for the booked check-up and add-ons.
 * Plain serialisable data, so it travels in getStaticProps. Pure, safe for the browser.
 */

export interface PrecheckQuestionView {
  /** The question's key: the answers go to the server under it. */
  key: string;
  text: string;
  help: string | null;
  /** Check-up and service slugs it is asked for; empty = every booking (getScreening's list). */
  appliesTo: string[];
}

/** The booking as far as the pre-check cares: its check-up and its add-ons (slugs). */
export interface PrecheckBooking {
  checkupSlug: string | null;
  services: readonly string[];
}

/**
 * The pre-check questions of this booking, in order: the same rule as the server's
 * `precheckQuestions` (server/content/screening.ts), which decides again on create.
 */
export function applicablePrecheck(
  questions: readonly PrecheckQuestionView[] | undefined,
  booking: PrecheckBooking,
): PrecheckQuestionView[] {
  return (questions ?? []).filter(
    (q) =>
      q.appliesTo.length === 0 ||
      (booking.checkupSlug !== null && q.appliesTo.includes(booking.checkupSlug)) ||
      booking.services.some((service) => q.appliesTo.includes(service)),
  );
}

export type PrecheckAnswer = 'yes' | 'no';

/** The form's answers (a question not answered yet is '' or absent). */
export type PrecheckValues = Readonly<Record<string, string | undefined>>;

/** A "yes" to any asked question: the visitor cannot book online (docs/screening.md). */
export function precheckStops(
  questions: readonly PrecheckQuestionView[],
  values: PrecheckValues | undefined,
): boolean {
  return questions.some((q) => values?.[q.key] === 'yes');
}

/**
 * What the create request carries (`reservationData.screeningPrecheck`): the answers to the
 * asked questions only; absent when none was asked.
 */
export function precheckAnswersOf(
  questions: readonly PrecheckQuestionView[],
  values: PrecheckValues | undefined,
): Record<string, PrecheckAnswer> | undefined {
  const answers: Record<string, PrecheckAnswer> = {};
  for (const q of questions) {
    const value = values?.[q.key];
    if (value === 'yes' || value === 'no') answers[q.key] = value;
  }
  return Object.keys(answers).length > 0 ? answers : undefined;
}
