/**
 * The rules of the MRI safety questionnaire (docs/screening.md), pure, so that Studio's
 * validation (schemas/src/documents/screeningQuestionnaire.ts, objects/screening.ts) and the
 * site's model (web/src/server/content/screening.ts) apply the same ones. No Sanity imports at
 * run time: the site loads this without the Studio.
 *
 * Messages come in the Studio's two interface languages, as the pair messages do
 * (./localized.ts `pairMessage`): Sanity shows the one of the editor's locale.
 */

/** The one questionnaire document, a singleton under this id (docs/screening.md "Model"). */
export const SCREENING_QUESTIONNAIRE_ID = 'screeningQuestionnaire';

/** What an answer means for the booking (docs/screening.md "Outcomes"). */
export const SCREENING_OUTCOMES = ['clear', 'review', 'stop'] as const;
export type ScreeningOutcome = (typeof SCREENING_OUTCOMES)[number];

/** The answers of a yes/no question. */
export const SCREENING_ANSWERS = ['yes', 'no', 'notSure'] as const;
export type ScreeningAnswer = (typeof SCREENING_ANSWERS)[number];

export const QUESTION_KINDS = ['yesNo', 'number'] as const;
export const QUESTION_UNITS = ['cm', 'kg'] as const;
/** What a number answer is compared with: nothing, or Settings' scanner table weight limit. */
export const NUMBER_LIMITS = ['none', 'tableWeight'] as const;
/** The informed-consent texts (docs/screening.md "Consents"). */
export const CONSENT_KEYS = ['scan', 'incidentalFindings', 'dataProcessing'] as const;

/** The outcome fields of a yes/no question, by answer. */
export const OUTCOME_FIELDS = {
  yes: 'outcomeYes',
  no: 'outcomeNo',
  notSure: 'outcomeNotSure',
} as const satisfies Record<ScreeningAnswer, string>;

/**
 * Keys of sections and questions: answers refer to them (docs/screening.md "Keys"), so they
 * are short camelCase ids, e.g. pacemaker, dexaPregnancy.
 */
export const SCREENING_KEY_PATTERN = /^[a-z][a-zA-Z0-9]*$/;

/** A validation message in the Studio's interface languages (Sanity locale ids). */
export type ScreeningMessage = { 'en-US': string; 'de-DE': string };
export type ScreeningCheck = true | ScreeningMessage;

export const SCREENING_MESSAGES = {
  keyRequired: {
    'en-US': 'A key is required: answers refer to it',
    'de-DE': 'Ein Schlüssel ist erforderlich: Antworten verweisen darauf',
  },
  keyFormat: {
    'en-US':
      'Use a short id in camelCase: a lower-case letter, then letters and digits (e.g. pacemaker, dexaPregnancy)',
    'de-DE':
      'Eine kurze ID in camelCase verwenden: ein Kleinbuchstabe, dann Buchstaben und Ziffern (z. B. pacemaker, dexaPregnancy)',
  },
  duplicateQuestionKey: (key: string): ScreeningMessage => ({
    'en-US': `"${key}" is the key of another question of the questionnaire; each question needs its own`,
    'de-DE': `«${key}» ist der Schlüssel einer anderen Frage des Fragebogens; jede Frage braucht ihren eigenen`,
  }),
  duplicateSectionKey: (key: string): ScreeningMessage => ({
    'en-US': `"${key}" is the key of another section; each section needs its own`,
    'de-DE': `«${key}» ist der Schlüssel eines anderen Abschnitts; jeder Abschnitt braucht seinen eigenen`,
  }),
  duplicateConsentKey: (key: string): ScreeningMessage => ({
    'en-US': `The consent "${key}" is in the list twice`,
    'de-DE': `Die Einwilligung «${key}» steht zweimal in der Liste`,
  }),
  outcomeRequired: {
    'en-US': 'A yes/no question needs an outcome for each answer (Yes, No, Not sure)',
    'de-DE': 'Eine Ja/Nein-Frage braucht für jede Antwort ein Ergebnis (Ja, Nein, Unsicher)',
  },
  unitRequired: {
    'en-US': 'A number question needs its unit (cm or kg)',
    'de-DE': 'Eine Zahlenfrage braucht ihre Einheit (cm oder kg)',
  },
  limitNeedsKg: {
    'en-US': "The scanner table's weight limit applies to a number question in kg only",
    'de-DE': 'Die Gewichtsgrenze des Untersuchungstischs gilt nur für eine Zahlenfrage in kg',
  },
  precheckNeedsStop: {
    'en-US':
      'Only a yes/no question whose "Yes" stops the examination can be asked in the pre-check',
    'de-DE':
      'Nur eine Ja/Nein-Frage, bei der «Ja» die Untersuchung stoppt, kann in der Vorabprüfung gestellt werden',
  },
  isExample: {
    'en-US':
      'Example questionnaire: the clinic\'s radiologist must review every question, outcome and consent text, then untick "Example, not yet reviewed"',
    'de-DE':
      'Beispiel-Fragebogen: Die Radiologin oder der Radiologe der Klinik muss jede Frage, jedes Ergebnis und jeden Einwilligungstext prüfen und danach «Beispiel, noch nicht geprüft» abwählen',
  },
} as const;

/** The fields of a question the rules read (as stored in the document). */
export interface QuestionLike {
  key?: unknown;
  kind?: unknown;
  unit?: unknown;
  limit?: unknown;
  precheck?: unknown;
  outcomeYes?: unknown;
  outcomeNo?: unknown;
  outcomeNotSure?: unknown;
}

export interface QuestionnaireLike {
  sections?: { key?: unknown; questions?: QuestionLike[] | null }[] | null;
  consents?: { key?: unknown }[] | null;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A section's or question's key: present and camelCase. */
export function screeningKeyProblem(key: unknown): ScreeningCheck {
  if (typeof key !== 'string' || key.trim() === '') return SCREENING_MESSAGES.keyRequired;
  return SCREENING_KEY_PATTERN.test(key) ? true : SCREENING_MESSAGES.keyFormat;
}

/** Every question key of the questionnaire, in order (duplicates kept). */
export function questionKeysOf(questionnaire: QuestionnaireLike | null | undefined): string[] {
  return (questionnaire?.sections ?? []).flatMap((section) =>
    (section?.questions ?? []).flatMap((q) => (typeof q?.key === 'string' ? [q.key] : [])),
  );
}

const countOf = (values: readonly unknown[], value: unknown) =>
  values.filter((v) => v === value).length;

/** A question key must be unique across the whole questionnaire, not only its section. */
export function duplicateQuestionKeyProblem(
  key: unknown,
  questionnaire: QuestionnaireLike | null | undefined,
): ScreeningCheck {
  if (typeof key !== 'string' || key === '') return true;
  return countOf(questionKeysOf(questionnaire), key) > 1
    ? SCREENING_MESSAGES.duplicateQuestionKey(key)
    : true;
}

/** Section keys are unique; the first duplicate is named. */
export function duplicateSectionKeyProblem(
  sections: QuestionnaireLike['sections'],
): ScreeningCheck {
  const keys = (sections ?? []).map((s) => s?.key).filter((k) => typeof k === 'string');
  const dupe = keys.find((k) => countOf(keys, k) > 1);
  return dupe === undefined ? true : SCREENING_MESSAGES.duplicateSectionKey(String(dupe));
}

/** Each consent at most once. */
export function duplicateConsentKeyProblem(
  consents: QuestionnaireLike['consents'],
): ScreeningCheck {
  const keys = (consents ?? []).map((c) => c?.key).filter((k) => typeof k === 'string');
  const dupe = keys.find((k) => countOf(keys, k) > 1);
  return dupe === undefined ? true : SCREENING_MESSAGES.duplicateConsentKey(String(dupe));
}

/** A yes/no question has an outcome for the answer of this field (number questions none). */
export function outcomeProblem(
  question: QuestionLike | undefined,
  outcome: unknown,
): ScreeningCheck {
  if (question?.kind !== 'yesNo') return true;
  return isOneOf(SCREENING_OUTCOMES, outcome) ? true : SCREENING_MESSAGES.outcomeRequired;
}

/** A number question has its unit. */
export function unitProblem(question: QuestionLike | undefined): ScreeningCheck {
  if (question?.kind !== 'number') return true;
  return isOneOf(QUESTION_UNITS, question.unit) ? true : SCREENING_MESSAGES.unitRequired;
}

/** The table weight limit compares kilograms: only a number question in kg may use it. */
export function limitProblem(question: QuestionLike | undefined): ScreeningCheck {
  if (question?.limit !== 'tableWeight') return true;
  return question.kind === 'number' && question.unit === 'kg'
    ? true
    : SCREENING_MESSAGES.limitNeedsKg;
}

/**
 * The pre-check before paying asks only what would stop the examination outright
 * (docs/screening.md "Pre-check"): a yes/no question whose "yes" is `stop`.
 */
export function precheckProblem(question: QuestionLike | undefined): ScreeningCheck {
  if (question?.precheck !== true) return true;
  return question.kind === 'yesNo' && question.outcomeYes === 'stop'
    ? true
    : SCREENING_MESSAGES.precheckNeedsStop;
}

/** Every problem of one question (the site's model applies them all at once). */
export function questionProblems(question: QuestionLike): ScreeningMessage[] {
  const checks: ScreeningCheck[] = [
    screeningKeyProblem(question.key),
    ...Object.values(OUTCOME_FIELDS).map((field) => outcomeProblem(question, question[field])),
    unitProblem(question),
    limitProblem(question),
    precheckProblem(question),
  ];
  return checks.filter((c): c is ScreeningMessage => c !== true);
}

/** Every problem of the questionnaire as a whole: duplicate keys of questions, sections, consents. */
export function questionnaireProblems(questionnaire: QuestionnaireLike): ScreeningMessage[] {
  const keys = questionKeysOf(questionnaire);
  const duplicates = [...new Set(keys.filter((k) => countOf(keys, k) > 1))].map((k) =>
    SCREENING_MESSAGES.duplicateQuestionKey(k),
  );
  const checks: ScreeningCheck[] = [
    duplicateSectionKeyProblem(questionnaire.sections),
    duplicateConsentKeyProblem(questionnaire.consents),
  ];
  return [...duplicates, ...checks.filter((c): c is ScreeningMessage => c !== true)];
}
