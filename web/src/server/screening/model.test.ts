/**
 * The stored questionnaire's pure rules (docs/screening.md "Stored answers", "State"): the frozen
 * copy of the seed's questions, one answer's outcome from that copy (the limit it had then), the
 * detail asked, what is missing before signing, answers carried onto a new revision, deadlines,
 * and the desk's state.
 */
import { getScreening, type Screening } from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import {
  answerProblem,
  asksDetail,
  carryAnswers,
  freezeConsents,
  freezeQuestions,
  missingAnswers,
  screeningDueAt,
  screeningReminderAt,
  screeningState,
  storedAnswer,
  textIn,
  worstOutcome,
} from './model';
import type { FrozenQuestion, ScreeningAnswers } from '@/server/db/screening-type';

let s: Screening;
beforeAll(async () => {
  setContentSource(localSource());
  s = await getScreening();
});
afterAll(() => setContentSource(null));

const AT = new Date('2030-03-01T09:00:00Z');
const whole = { checkupSlug: 'whole_body_scan', services: [] };
const q = (questions: FrozenQuestion[], key: string) => {
  const found = questions.find((x) => x.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('the frozen copy', () => {
  it('holds the booking’s questions in order, with every language, outcomes and the weight limit', () => {
    const frozen = freezeQuestions(s, whole);
    expect(frozen.map((x) => x.key)).toContain('dexaPregnancy'); // whole_body_scan includes DEXA
    const brain = freezeQuestions(s, { checkupSlug: 'whole_body_mri', services: [] });
    expect(brain.map((x) => x.key)).not.toContain('dexaPregnancy');
    const pacemaker = q(frozen, 'pacemaker');
    expect(pacemaker).toMatchObject({
      kind: 'yesNo',
      section: { key: 'implants' },
      outcomes: { yes: 'stop', no: 'clear', notSure: 'review' },
      detail: true,
      tableWeightLimitKg: null,
    });
    expect(pacemaker.text.en).toMatch(/pacemaker/i);
    expect(pacemaker.text.de).toMatch(/Herzschrittmacher/);
    expect(q(frozen, 'weight')).toMatchObject({
      kind: 'number',
      unit: 'kg',
      limit: 'tableWeight',
      tableWeightLimitKg: 150,
    });
  });

  it('freezes the consents with the incidental findings choice', () => {
    const consents = freezeConsents(s.consents);
    expect(consents.map((c) => c.key)).toEqual(['scan', 'incidentalFindings', 'dataProcessing']);
    const choice = consents.find((c) => c.choice)!;
    expect(choice.choiceYes?.en).toMatch(/tell me/i);
    expect(textIn(choice.title, 'de_DE')).toBe(choice.title.de_DE ?? choice.title.de);
  });
});

describe('one answer', () => {
  const frozen = () => freezeQuestions(s, whole);

  it('takes its outcome from the copy: a stop, a review, a clear', () => {
    expect(storedAnswer(q(frozen(), 'pacemaker'), { value: 'yes', detail: 'X' }, AT)).toEqual({
      value: 'yes',
      detail: 'X',
      outcome: 'stop',
      at: AT.toISOString(),
    });
    expect(storedAnswer(q(frozen(), 'tattoos'), { value: 'notSure' }, AT).outcome).toBe('review');
    expect(
      storedAnswer(q(frozen(), 'tattoos'), { value: 'no', detail: 'dropped' }, AT),
    ).toMatchObject({
      outcome: 'clear',
      detail: null, // a "no" asks no detail: none is kept
    });
  });

  it('weighs against the limit frozen with the question, not today’s', () => {
    const weight = q(frozen(), 'weight');
    expect(storedAnswer(weight, { value: 150 }, AT).outcome).toBe('clear');
    expect(storedAnswer(weight, { value: 151 }, AT).outcome).toBe('stop');
    expect(storedAnswer({ ...weight, tableWeightLimitKg: 200 }, { value: 180 }, AT).outcome).toBe(
      'clear',
    );
  });

  it('refuses an answer of the wrong kind or out of range', () => {
    expect(answerProblem(q(frozen(), 'pacemaker'), { value: 3 })).toBe('kind');
    expect(answerProblem(q(frozen(), 'height'), { value: 'yes' })).toBe('kind');
    expect(answerProblem(q(frozen(), 'height'), { value: 0 })).toBe('range');
    expect(answerProblem(q(frozen(), 'height'), { value: 400 })).toBe('range');
    expect(answerProblem(q(frozen(), 'weight'), { value: 82.5 })).toBeNull();
  });

  it('asks a detail for yes and not sure where the question says so', () => {
    expect(asksDetail(q(frozen(), 'pacemaker'), 'yes')).toBe(true);
    expect(asksDetail(q(frozen(), 'pacemaker'), 'notSure')).toBe(true);
    expect(asksDetail(q(frozen(), 'pacemaker'), 'no')).toBe(false);
    expect(asksDetail(q(frozen(), 'pregnancy'), 'yes')).toBe(false);
  });
});

describe('the whole response', () => {
  it('is as bad as its worst answer, and lists what is missing', () => {
    const frozen = freezeQuestions(s, whole);
    const answers: ScreeningAnswers = {
      tattoos: storedAnswer(q(frozen, 'tattoos'), { value: 'yes' }, AT),
      height: storedAnswer(q(frozen, 'height'), { value: 180 }, AT),
    };
    expect(worstOutcome({})).toBe('clear');
    expect(worstOutcome(answers)).toBe('review');
    const missing = missingAnswers(frozen, answers);
    expect(missing.detailMissing).toEqual(['tattoos']);
    expect(missing.unanswered).toHaveLength(frozen.length - 2);
    expect(missing.unanswered).not.toContain('height');
  });

  it('carries answers onto a new revision only where the question is asked the same way', () => {
    const before = freezeQuestions(s, whole);
    const answers: ScreeningAnswers = {
      pacemaker: storedAnswer(q(before, 'pacemaker'), { value: 'no' }, AT),
      tattoos: storedAnswer(q(before, 'tattoos'), { value: 'yes', detail: 'arm' }, AT),
      weight: storedAnswer(q(before, 'weight'), { value: 160 }, AT),
    };
    // The new revision: tattoos became a number question (asked differently), the weight limit
    // rose, claustrophobia's "yes" now stops.
    const after = before.map((x): FrozenQuestion => {
      if (x.key === 'tattoos') return { ...x, kind: 'number', unit: 'cm', outcomes: null };
      if (x.key === 'weight') return { ...x, tableWeightLimitKg: 170 };
      return x;
    });
    const carried = carryAnswers(after, before, answers);
    expect(Object.keys(carried).sort()).toEqual(['pacemaker', 'weight']);
    expect(carried.weight.outcome).toBe('clear'); // computed again with the new limit
    expect(answers.weight.outcome).toBe('stop'); // the old copy is left alone
  });
});

describe('deadlines and state', () => {
  const start = new Date('2030-03-10T08:00:00Z');

  it('is due Settings’ hours before, reminded Settings’ days before unless that has passed', () => {
    expect(screeningDueAt(start, 48).toISOString()).toBe('2030-03-08T08:00:00.000Z');
    expect(screeningReminderAt(start, 5, AT)?.toISOString()).toBe('2030-03-05T08:00:00.000Z');
    expect(screeningReminderAt(start, 5, new Date('2030-03-06T00:00:00Z'))).toBeNull();
  });

  it('says missing, in progress, complete, needs review, cleared, cannot scan', () => {
    const row = (over: Partial<Parameters<typeof screeningState>[0] & object> = {}) => ({
      answeredCount: 3,
      outcome: 'clear' as const,
      signedAt: null,
      decision: null,
      ...over,
    });
    expect(screeningState(null)).toBe('missing');
    expect(screeningState(row({ answeredCount: 0 }))).toBe('missing');
    expect(screeningState(row())).toBe('inProgress');
    expect(screeningState(row({ outcome: 'stop' }))).toBe('inProgress');
    expect(screeningState(row({ signedAt: AT }))).toBe('complete');
    expect(screeningState(row({ signedAt: AT, outcome: 'review' }))).toBe('needsReview');
    expect(screeningState(row({ signedAt: AT, outcome: 'stop' }))).toBe('needsReview');
    expect(screeningState(row({ signedAt: AT, outcome: 'stop', decision: 'cleared' }))).toBe(
      'cleared',
    );
    expect(screeningState(row({ outcome: 'stop', decision: 'cannotScan' }))).toBe('cannotScan');
  });
});
