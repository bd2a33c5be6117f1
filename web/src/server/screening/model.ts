/**
 * The stored questionnaire's rules, pure (docs/screening.md "Stored answers", "State"): the
 * frozen copy of the questions a booking is asked, one answer checked and its outcome computed
 * from that copy, the progress and the worst outcome, what signing needs, the deadlines, and
 * the screening state the desk shows.
 */
import type { Screening, ScreeningBooking, ScreeningConsent } from '@/server/content/screening';
import { questionsFor } from '@/server/content/screening';
import type {
  FrozenConsent,
  FrozenOutcome,
  FrozenQuestion,
  LocalizedText,
  ScreeningAnswers,
  StoredAnswer,
  YesNoAnswer,
} from '@/server/db/screening-type';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The longest detail text kept (a few words; docs/screening.md "Model"). */
export const DETAIL_MAX = 500;

const localized = (en: string, de: string, de_DE: string | null): LocalizedText => ({
  en,
  de,
  de_DE,
});

/** The questions a booking is asked, as a frozen copy (texts in every language, outcomes, limit). */
export function freezeQuestions(s: Screening, booking: ScreeningBooking): FrozenQuestion[] {
  return questionsFor(s, booking).flatMap((section) =>
    section.questions.map((q): FrozenQuestion => ({
      key: q.key,
      section: {
        key: section.key,
        title: localized(section.title_en, section.title_de, section.title_de_DE),
      },
      kind: q.kind,
      unit: q.unit,
      text: localized(q.text_en, q.text_de, q.text_de_DE),
      help: q.help_en && q.help_de ? localized(q.help_en, q.help_de, q.help_de_DE) : null,
      detail: q.detail,
      outcomes: q.outcomes,
      limit: q.limit,
      tableWeightLimitKg: q.limit === 'tableWeight' ? s.settings.tableWeightLimitKg : null,
    })),
  );
}

/** The consent texts as agreed to (a frozen copy). */
export function freezeConsents(consents: readonly ScreeningConsent[]): FrozenConsent[] {
  return consents.map((c) => ({
    key: c.key,
    title: localized(c.title_en, c.title_de, c.title_de_DE),
    body: localized(c.body_en, c.body_de, c.body_de_DE),
    choice: c.choice,
    choiceYes:
      c.choice && c.choiceYes_en && c.choiceYes_de
        ? localized(c.choiceYes_en, c.choiceYes_de, null)
        : null,
    choiceNo:
      c.choice && c.choiceNo_en && c.choiceNo_de
        ? localized(c.choiceNo_en, c.choiceNo_de, null)
        : null,
  }));
}

export type AnswerInput = { value: YesNoAnswer | number; detail?: string | null };

/** Why an answer does not fit its question, or null. */
export function answerProblem(q: FrozenQuestion, input: AnswerInput): 'kind' | 'range' | null {
  if (q.kind === 'yesNo') return typeof input.value === 'string' ? null : 'kind';
  if (typeof input.value !== 'number') return 'kind';
  if (!Number.isFinite(input.value) || input.value <= 0) return 'range';
  const max = q.unit === 'cm' ? 260 : 400;
  return input.value > max ? 'range' : null;
}

/** One answer's outcome, from the frozen question (the limit it had then). */
export function frozenOutcome(q: FrozenQuestion, value: YesNoAnswer | number): FrozenOutcome {
  if (q.kind === 'yesNo') {
    if (typeof value !== 'string' || !q.outcomes) throw new TypeError(`${q.key}: yes/no`);
    return q.outcomes[value];
  }
  if (typeof value !== 'number') throw new TypeError(`${q.key}: number`);
  if (q.limit === 'tableWeight' && q.tableWeightLimitKg !== null)
    return value > q.tableWeightLimitKg ? 'stop' : 'clear';
  return 'clear';
}

/** Whether the answer asks for a detail text (a yes or not sure to a question with `detail`). */
export function asksDetail(q: FrozenQuestion, value: YesNoAnswer | number | undefined): boolean {
  return q.kind === 'yesNo' && q.detail && (value === 'yes' || value === 'notSure');
}

/** The answer as stored: its value, its detail (only where asked, trimmed) and its outcome. */
export function storedAnswer(q: FrozenQuestion, input: AnswerInput, at: Date): StoredAnswer {
  const detail = asksDetail(q, input.value) ? (input.detail ?? '').trim().slice(0, DETAIL_MAX) : '';
  return {
    value: input.value,
    detail: detail || null,
    outcome: frozenOutcome(q, input.value),
    at: at.toISOString(),
  };
}

const RANK: Record<FrozenOutcome, number> = { clear: 0, review: 1, stop: 2 };

/** The worst outcome of the answers given (clear when none). */
export function worstOutcome(answers: ScreeningAnswers): FrozenOutcome {
  let worst: FrozenOutcome = 'clear';
  for (const a of Object.values(answers)) if (RANK[a.outcome] > RANK[worst]) worst = a.outcome;
  return worst;
}

/** Questions not answered yet, and answers still missing their detail text. */
export function missingAnswers(
  questions: readonly FrozenQuestion[],
  answers: ScreeningAnswers,
): { unanswered: string[]; detailMissing: string[] } {
  const unanswered: string[] = [];
  const detailMissing: string[] = [];
  for (const q of questions) {
    const a = answers[q.key];
    if (!a) unanswered.push(q.key);
    else if (asksDetail(q, a.value) && !a.detail) detailMissing.push(q.key);
  }
  return { unanswered, detailMissing };
}

export function answeredCount(questions: readonly FrozenQuestion[], answers: ScreeningAnswers) {
  return questions.filter((q) => answers[q.key]).length;
}

/**
 * A response started on an older revision, not yet signed, moved onto today's questions: the
 * answers to questions still asked in the same way (same key and kind) are kept, their outcome
 * computed again from the new copy; the others are dropped (the patient answers the new
 * question). A signed response is never moved (docs/screening.md "Revisions").
 */
export function carryAnswers(
  questions: readonly FrozenQuestion[],
  previous: readonly FrozenQuestion[],
  answers: ScreeningAnswers,
): ScreeningAnswers {
  const before = new Map(previous.map((q) => [q.key, q]));
  const kept: ScreeningAnswers = {};
  for (const q of questions) {
    const a = answers[q.key];
    const old = before.get(q.key);
    if (!a || !old || old.kind !== q.kind || old.unit !== q.unit) continue;
    kept[q.key] = {
      ...a,
      detail: asksDetail(q, a.value) ? a.detail : null,
      outcome: frozenOutcome(q, a.value),
    };
  }
  return kept;
}

/** The answers are due this long before the appointment (Settings' dueHoursBefore). */
export function screeningDueAt(start: Date, dueHoursBefore: number): Date {
  return new Date(start.getTime() - dueHoursBefore * HOUR);
}

/** When the reminder goes out (Settings' reminderDaysBefore); null when that time has passed. */
export function screeningReminderAt(
  start: Date,
  reminderDaysBefore: number,
  now: Date,
): Date | null {
  const at = new Date(start.getTime() - reminderDaysBefore * DAY);
  return at.getTime() > now.getTime() ? at : null;
}

export const SCREENING_STATES = [
  'missing',
  'inProgress',
  'complete',
  'needsReview',
  'cleared',
  'cannotScan',
] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

/**
 * The state the desk shows for a booking (docs/screening.md "State"): nothing answered
 * (missing), answered in part or not signed (inProgress), signed with every answer clear
 * (complete), signed with a review or stop answer and no decision yet (needsReview), and the
 * clinical review's decision (cleared, cannotScan), which stands over the answers.
 */
export function screeningState(
  row: {
    answeredCount: number;
    outcome: FrozenOutcome;
    signedAt: Date | null;
    decision: 'cleared' | 'cannotScan' | null;
  } | null,
): ScreeningState {
  if (row?.decision === 'cannotScan') return 'cannotScan';
  if (row?.decision === 'cleared') return 'cleared';
  if (!row || (row.answeredCount === 0 && !row.signedAt)) return 'missing';
  if (!row.signedAt) return 'inProgress';
  return row.outcome === 'clear' ? 'complete' : 'needsReview';
}

/** The text of a frozen value in a language variant (Germany German falls back to Swiss). */
export function textIn(value: LocalizedText, variant: 'en' | 'de' | 'de_DE'): string {
  if (variant === 'de_DE') return value.de_DE ?? value.de;
  return value[variant];
}
