/**
 * The MRI safety questionnaire as the site reads it (docs/screening.md): the questions, the
 * informed-consent texts and their Settings, from the same content source as the catalogue (the
 * seed dataset by default, Sanity in production), checked with zod against the same rules Studio
 * applies (schemas/src/lib/screening.ts). Which questions a booking gets, the pre-check and the
 * outcome of an answer are decided here, for the patient's form and the desk alike.
 *
 * A questionnaire that fails its model is never shown in part: it is reported like any broken
 * document (./valid.ts) and getScreening rejects with ScreeningUnavailableError
 * (docs/screening.md "When the questionnaire cannot be read").
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SCREENING_DEFAULTS } from 'schemas/src/defaults';
import {
  CONSENT_KEYS,
  NUMBER_LIMITS,
  QUESTION_KINDS,
  QUESTION_UNITS,
  SCREENING_KEY_PATTERN,
  SCREENING_OUTCOMES,
  questionProblems,
  questionnaireProblems,
} from 'schemas/src/lib/screening';
import { log } from '../log';
import { readsDrafts } from './draftScope';
import { screeningQuery } from './queries';
import { getContentSource, type ContentSource, type FetchOptions } from './source';
import { validDocuments } from './valid';

/** What an answer means for the booking (docs/screening.md "Outcomes"). */
export type ScreeningOutcome = 'clear' | 'review' | 'stop';
export type ScreeningAnswer = 'yes' | 'no' | 'notSure';

export type ScreeningQuestion = {
  /** Stable, unique in the questionnaire: answers refer to it (docs/screening.md "Keys"). */
  key: string;
  kind: 'yesNo' | 'number';
  /** Number questions only; null for yes/no questions. */
  unit: 'cm' | 'kg' | null;
  text_en: string;
  text_de: string;
  text_de_DE: string | null;
  help_en: string | null;
  help_de: string | null;
  help_de_DE: string | null;
  /** A "yes" or "not sure" asks for a free-text detail (yes/no questions only). */
  detail: boolean;
  /** Yes/no questions: the outcome of each answer; null for number questions. */
  outcomes: Record<ScreeningAnswer, ScreeningOutcome> | null;
  /** Number questions: `tableWeight` stops above Settings' scanner table weight limit. */
  limit: 'none' | 'tableWeight';
  /**
   * Slugs of the check-ups and services the question is asked for; empty = every booking. A
   * service's question also names the check-ups that include that service (docs/screening.md
   * "Which questions a booking gets").
   */
  appliesTo: string[];
  /** Asked in the pre-check before paying (yes/no questions whose yes is `stop` only). */
  precheck: boolean;
};

export type ScreeningSection = {
  key: string;
  title_en: string;
  title_de: string;
  title_de_DE: string | null;
  questions: ScreeningQuestion[];
};

export type ScreeningConsent = {
  key: 'scan' | 'incidentalFindings' | 'dataProcessing';
  title_en: string;
  title_de: string;
  title_de_DE: string | null;
  /** Plain text; paragraphs are separated by an empty line. */
  body_en: string;
  body_de: string;
  body_de_DE: string | null;
  /** The patient picks one of two answers (choiceYes / choiceNo) instead of agreeing. */
  choice: boolean;
  choiceYes_en: string | null;
  choiceYes_de: string | null;
  choiceNo_en: string | null;
  choiceNo_de: string | null;
};

export type Screening = {
  /** The document's _id and revision: answers record the revision they were given to. */
  id: string;
  rev: string;
  /** Still the site's example content, not yet reviewed by the clinic's radiologist. */
  isExample: boolean;
  sections: ScreeningSection[];
  consents: ScreeningConsent[];
  settings: { reminderDaysBefore: number; dueHoursBefore: number; tableWeightLimitKg: number };
};

/** A booking as far as the questionnaire cares: its check-up and its add-ons (slugs). */
export type ScreeningBooking = { checkupSlug: string; services: string[] };

/** The questionnaire is missing or fails its model: nobody can answer it until it is fixed. */
export class ScreeningUnavailableError extends Error {
  constructor(readonly reason: 'missing' | 'invalid') {
    super(`screening-questionnaire-${reason}`);
    this.name = 'ScreeningUnavailableError';
  }
}

const slug = z.string().regex(/^[a-z0-9_]+$/);
/** A text with something in it (kept as written). */
const text = z.string().regex(/\S/);
/** An optional text: absent, null and blank are all null. */
const optionalText = z
  .string()
  .nullish()
  .transform((value): string | null => (value && value.trim() !== '' ? value : null));
const outcome = z.enum(SCREENING_OUTCOMES);

/** Each rule's problem as an issue, in English (the `en-US` half): what the staff report names. */
const addProblems = (
  ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void },
  problems: readonly { 'en-US': string }[],
) => {
  for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem['en-US'] });
};

const questionSchema = z
  .object({
    key: z.string().regex(SCREENING_KEY_PATTERN),
    kind: z.enum(QUESTION_KINDS),
    unit: z.enum(QUESTION_UNITS).nullish(),
    text_en: text,
    text_de: text,
    text_de_DE: optionalText,
    help_en: optionalText,
    help_de: optionalText,
    help_de_DE: optionalText,
    detail: z.boolean(),
    outcomeYes: outcome.nullish(),
    outcomeNo: outcome.nullish(),
    outcomeNotSure: outcome.nullish(),
    limit: z.enum(NUMBER_LIMITS),
    // A reference to a document that is gone reads as null: left out.
    appliesTo: z.array(slug.nullable()),
    precheck: z.boolean(),
  })
  // Studio's rules (schemas/src/lib/screening.ts): outcomes, unit, limit, pre-check.
  .superRefine((question, ctx) => addProblems(ctx, questionProblems(question)))
  .transform((q): ScreeningQuestion => ({
    key: q.key,
    kind: q.kind,
    unit: q.kind === 'number' ? (q.unit ?? null) : null,
    text_en: q.text_en,
    text_de: q.text_de,
    text_de_DE: q.text_de_DE,
    help_en: q.help_en,
    help_de: q.help_de,
    help_de_DE: q.help_de_DE,
    detail: q.kind === 'yesNo' && q.detail,
    // Present for yes/no questions: questionProblems refused a missing one.
    outcomes:
      q.kind === 'yesNo'
        ? { yes: q.outcomeYes!, no: q.outcomeNo!, notSure: q.outcomeNotSure! }
        : null,
    limit: q.kind === 'number' ? q.limit : 'none',
    appliesTo: q.appliesTo.filter((s): s is string => s !== null),
    precheck: q.precheck,
  }));

const sectionSchema = z.object({
  key: z.string().regex(SCREENING_KEY_PATTERN),
  title_en: text,
  title_de: text,
  title_de_DE: optionalText,
  questions: z.array(questionSchema).min(1),
});

const consentSchema = z
  .object({
    key: z.enum(CONSENT_KEYS),
    title_en: text,
    title_de: text,
    title_de_DE: optionalText,
    body_en: text,
    body_de: text,
    body_de_DE: optionalText,
    choice: z.boolean(),
    choiceYes_en: optionalText,
    choiceYes_de: optionalText,
    choiceNo_en: optionalText,
    choiceNo_de: optionalText,
  })
  .refine(
    (c) => !c.choice || (c.choiceYes_en && c.choiceYes_de && c.choiceNo_en && c.choiceNo_de),
    'a consent with a choice needs both answers in English and German',
  );

/** The questionnaire document as ./queries.ts `screeningQuery` returns it. */
export const questionnaireSchema = z
  .object({
    id: z.string().min(1),
    // Sanity's _rev; the seed dataset has none (contentRevision stands in).
    rev: z.string().min(1).nullish(),
    isExample: z.boolean(),
    sections: z.array(sectionSchema).min(1),
    consents: z.array(consentSchema),
  })
  .superRefine((doc, ctx) =>
    addProblems(
      ctx,
      questionnaireProblems({
        sections: doc.sections.map((s) => ({ key: s.key, questions: s.questions })),
        consents: doc.consents,
      }),
    ),
  );

const settingsSchema = z.object({
  screeningReminderDaysBefore: z.number().int().min(1),
  screeningDueHoursBefore: z.number().int().min(1),
  scannerTableWeightLimitKg: z.number().positive(),
});

/** Settings' questionnaire fields, each falling back to its default when missing or broken. */
function screeningSettings(raw: unknown): Screening['settings'] {
  const doc = (raw ?? {}) as Record<string, unknown>;
  const field = (name: keyof typeof SCREENING_DEFAULTS): number => {
    const parsed = settingsSchema.shape[name].safeParse(doc[name]);
    if (parsed.success) return parsed.data;
    if (doc[name] != null) log.warn('content-document-invalid', { type: 'siteSettings', id: name });
    return SCREENING_DEFAULTS[name];
  };
  return {
    reminderDaysBefore: field('screeningReminderDaysBefore'),
    dueHoursBefore: field('screeningDueHoursBefore'),
    tableWeightLimitKg: field('scannerTableWeightLimitKg'),
  };
}

const checkupsSchema = z.array(
  z.object({ slug: z.string().nullish(), includedServices: z.array(z.string().nullable()) }),
);

/**
 * A question for a service is also asked for every check-up that includes that service: a
 * check-up with DEXA included asks the DEXA question without the add-on (docs/screening.md
 * "Which questions a booking gets").
 */
function withIncludingCheckups(sections: ScreeningSection[], raw: unknown): ScreeningSection[] {
  const parsed = checkupsSchema.safeParse(raw ?? []);
  const checkups = parsed.success ? parsed.data : [];
  const including = (service: string) =>
    checkups.flatMap((c) => (c.slug && c.includedServices.includes(service) ? [c.slug] : []));
  return sections.map((section) => ({
    ...section,
    questions: section.questions.map((q) =>
      q.appliesTo.length === 0
        ? q
        : { ...q, appliesTo: [...new Set([...q.appliesTo, ...q.appliesTo.flatMap(including)])] },
    ),
  }));
}

/**
 * A revision for a questionnaire without Sanity's _rev (the seed dataset, read locally): a hash
 * of its content, so that it changes exactly when the questions do (docs/screening.md
 * "Revisions").
 */
function contentRevision(questionnaire: unknown): string {
  return `local-${createHash('sha256').update(JSON.stringify(questionnaire)).digest('hex').slice(0, 16)}`;
}

/** The questionnaire, or why there is none (a broken one is reported through ./valid.ts). */
async function readScreening(options?: FetchOptions): Promise<Screening | 'missing' | 'invalid'> {
  const raw = await getContentSource().fetch<{
    questionnaire: unknown;
    settings: unknown;
    checkups: unknown;
  }>(screeningQuery, {}, readsDrafts() ? { ...options, drafts: true } : options);
  if (raw.questionnaire == null) return 'missing';
  const [questionnaire] = validDocuments('screeningQuestionnaire', questionnaireSchema, [
    raw.questionnaire,
  ]);
  if (!questionnaire) return 'invalid';
  return {
    ...questionnaire,
    rev: questionnaire.rev ?? contentRevision(raw.questionnaire),
    sections: withIncludingCheckups(questionnaire.sections, raw.checkups),
    settings: screeningSettings(raw.settings),
  };
}

/** The questionnaire, or null when it is missing or broken (findContentProblems reads it). */
export async function loadScreening(options?: FetchOptions): Promise<Screening | null> {
  const screening = await readScreening(options);
  return typeof screening === 'string' ? null : screening;
}

async function requireScreening(options?: FetchOptions): Promise<Screening> {
  const screening = await readScreening(options);
  if (typeof screening === 'string') {
    // A broken one was reported by validDocuments already; a missing one is said here.
    if (screening === 'missing') log.warn('screening-questionnaire-missing', {});
    throw new ScreeningUnavailableError(screening);
  }
  return screening;
}

// Read per revision of the local dataset, as the catalogue is (./index.ts getCatalog).
let memo: { source: ContentSource; revision: string; screening: Promise<Screening> } | null = null;

/**
 * The questionnaire with its Settings. Rejects with ScreeningUnavailableError when it is
 * missing or fails its model: never a questionnaire with questions left out.
 */
export function getScreening(options?: FetchOptions): Promise<Screening> {
  const source = getContentSource();
  const revision = source.revision?.();
  // Draft preview reads unpublished content: never from, nor into, the published memo.
  if (revision === undefined || options?.drafts || readsDrafts()) return requireScreening(options);
  if (memo?.source === source && memo.revision === revision) return memo.screening;
  const screening = requireScreening(options);
  const current = (memo = { source, revision, screening });
  screening.catch(() => {
    if (memo === current) memo = null;
  });
  return screening;
}

function applies(question: ScreeningQuestion, booking: ScreeningBooking): boolean {
  if (question.appliesTo.length === 0) return true;
  return (
    question.appliesTo.includes(booking.checkupSlug) ||
    booking.services.some((service) => question.appliesTo.includes(service))
  );
}

/**
 * The questions that apply to a booking of this check-up with these add-ons (slugs), in the
 * questionnaire's order; a section none of whose questions apply is left out.
 */
export function questionsFor(s: Screening, booking: ScreeningBooking): ScreeningSection[] {
  return s.sections.flatMap((section) => {
    const questions = section.questions.filter((q) => applies(q, booking));
    return questions.length > 0 ? [{ ...section, questions }] : [];
  });
}

/** The pre-check questions of such a booking, in order (docs/screening.md "Pre-check"). */
export function precheckQuestions(s: Screening, booking: ScreeningBooking): ScreeningQuestion[] {
  return questionsFor(s, booking).flatMap((section) => section.questions.filter((q) => q.precheck));
}

/**
 * The outcome of one answer (a number for number questions; docs/screening.md "Outcomes"). A
 * weight at the table's limit is clear, above it stop. An answer of the wrong kind (a number to
 * a yes/no question, a negative or non-finite number) is a caller's error and throws.
 */
export function outcomeOf(
  s: Screening,
  q: ScreeningQuestion,
  answer: ScreeningAnswer | number,
): ScreeningOutcome {
  if (q.kind === 'yesNo') {
    if (typeof answer !== 'string' || !q.outcomes || !(answer in q.outcomes))
      throw new TypeError(`screening question ${q.key} takes yes, no or notSure`);
    return q.outcomes[answer];
  }
  if (typeof answer !== 'number' || !Number.isFinite(answer) || answer < 0)
    throw new TypeError(`screening question ${q.key} takes a number of 0 or more`);
  if (q.limit === 'tableWeight') return answer > s.settings.tableWeightLimitKg ? 'stop' : 'clear';
  return 'clear';
}
