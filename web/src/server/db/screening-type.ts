/**
 * A stored screening response (table `screening_responses`, docs/screening.md "Stored answers"):
 * the frozen copy of the questions a booking was asked, the answers (sealed at rest) and the
 * signed consent (sealed). Read from its own copy, never against today's questionnaire.
 */
export type LocalizedText = { en: string; de: string; de_DE: string | null };

export type FrozenOutcome = 'clear' | 'review' | 'stop';
export type YesNoAnswer = 'yes' | 'no' | 'notSure';

/** One question as it was asked: texts in every language, its outcomes and limit as they were. */
export type FrozenQuestion = {
  key: string;
  section: { key: string; title: LocalizedText };
  kind: 'yesNo' | 'number';
  unit: 'cm' | 'kg' | null;
  text: LocalizedText;
  help: LocalizedText | null;
  detail: boolean;
  outcomes: Record<YesNoAnswer, FrozenOutcome> | null;
  limit: 'none' | 'tableWeight';
  /** Settings' scanner table weight limit applied to this question (tableWeight only). */
  tableWeightLimitKg: number | null;
};

/** One answer with its outcome as computed when it was given. */
export type StoredAnswer = {
  value: YesNoAnswer | number;
  detail: string | null;
  outcome: FrozenOutcome;
  at: string;
};

/** The sealed `answers` column. */
export type ScreeningAnswers = Record<string, StoredAnswer>;

/** One consent text as it was agreed to. */
export type FrozenConsent = {
  key: 'scan' | 'incidentalFindings' | 'dataProcessing';
  title: LocalizedText;
  body: LocalizedText;
  choice: boolean;
  choiceYes: LocalizedText | null;
  choiceNo: LocalizedText | null;
};

/** The sealed `consent` column: the signature and the exact texts agreed to. */
export type ScreeningConsentRecord = {
  fullName: string;
  /** The date the patient typed (YYYY-MM-DD). */
  signedOn: string;
  signedAt: string;
  /** The language variant the texts were shown in. */
  variant: 'en' | 'de' | 'de_DE';
  questionnaireRev: string;
  consents: FrozenConsent[];
  /** The incidental findings choice: `yes` = tell me, `no` = only what needs urgent care. */
  incidentalFindings: 'yes' | 'no' | null;
};
