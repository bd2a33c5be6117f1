/**
 * The MRI safety questionnaire as the site reads it (docs/screening.md): the seed's example
 * through the real query (groq-js), which questions a booking gets, the pre-check, the outcome
 * of an answer, and what happens when the questionnaire is missing or broken.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { datasetWithDocument, SEED_PATH, seedWithSettings } from '@/test/content-seed';
import { withDraftReads } from './draftScope';
import {
  findContentProblems,
  getCatalog,
  getScreening,
  outcomeOf,
  precheckQuestions,
  questionsFor,
  ScreeningUnavailableError,
  type Screening,
  type ScreeningQuestion,
} from './index';
import { localSource, setContentSource } from './source';
import { SCREENING_DEFAULTS } from 'schemas/src/defaults';
import { SCREENING_ANSWERS } from 'schemas/src/lib/screening';
import { screeningQuery, siteSettingsQuery } from './queries';

afterEach(() => setContentSource(null));

const keysOf = (sections: { questions: { key: string }[] }[]) =>
  sections.flatMap((s) => s.questions.map((q) => q.key));
const all = (s: Screening) => s.sections.flatMap((section) => section.questions);
const question = (s: Screening, key: string): ScreeningQuestion => {
  const found = all(s).find((q) => q.key === key);
  if (!found) throw new Error(`no question ${key}`);
  return found;
};

type Doc = Record<string, unknown>;
type RawQuestion = Doc & { key: string };
/** The seed with the questionnaire document changed. */
const withQuestionnaire = (
  edit: (doc: Doc & { sections: { questions: RawQuestion[] }[] }) => void,
) =>
  datasetWithDocument('screeningQuestionnaire', (doc) => {
    const copy = structuredClone(doc) as Doc & { sections: { questions: RawQuestion[] }[] };
    edit(copy);
    return copy;
  });

describe('the seed’s questionnaire (the real query through groq-js)', () => {
  beforeEach(() => setContentSource(localSource()));

  it('is the example, with its Settings', async () => {
    const s = await getScreening();
    expect(s).toMatchObject({
      id: 'screeningQuestionnaire',
      isExample: true,
      settings: { reminderDaysBefore: 5, dueHoursBefore: 48, tableWeightLimitKg: 150 },
    });
    expect(s.rev).toMatch(/^local-[0-9a-f]{16}$/);
    expect(s.sections.map((section) => section.key)).toEqual([
      'implants',
      'metalAndSkin',
      'wellbeing',
      'body',
    ]);
    expect(s.consents.map((c) => [c.key, c.choice])).toEqual([
      ['scan', false],
      ['incidentalFindings', true],
      ['dataProcessing', false],
    ]);
  });

  it('has every question in English and German, Germany German only where it differs', async () => {
    const s = await getScreening();
    const texts = [
      ...s.sections.map((x) => ({
        key: x.key,
        en: x.title_en,
        de: x.title_de,
        de_DE: x.title_de_DE,
      })),
      ...all(s).flatMap((q) => [
        { key: q.key, en: q.text_en, de: q.text_de, de_DE: q.text_de_DE },
        { key: `${q.key} help`, en: q.help_en ?? '', de: q.help_de ?? '', de_DE: q.help_de_DE },
      ]),
      ...s.consents.flatMap((c) => [
        { key: c.key, en: c.title_en, de: c.title_de, de_DE: c.title_de_DE },
        { key: `${c.key} body`, en: c.body_en, de: c.body_de, de_DE: c.body_de_DE },
      ]),
    ];
    for (const { key, en, de, de_DE } of texts) {
      // Both languages or (an optional help text) neither.
      expect([key, en.trim() === '', de.trim() === '']).toEqual([
        key,
        de.trim() === '',
        en.trim() === '',
      ]);
      if (!key.endsWith(' help')) expect([key, en.trim()]).not.toEqual([key, '']);
      if (de_DE !== null) {
        expect([key, de_DE.trim()]).not.toEqual([key, '']);
        expect([key, de_DE]).not.toEqual([key, de]);
      }
    }
    for (const q of all(s)) expect([q.key, q.text_en !== q.text_de]).toEqual([q.key, true]);
    const findings = s.consents.find((c) => c.key === 'incidentalFindings')!;
    for (const text of [
      findings.choiceYes_en,
      findings.choiceYes_de,
      findings.choiceNo_en,
      findings.choiceNo_de,
    ])
      expect(text).toEqual(expect.stringMatching(/\S/));
  });

  it('has an outcome for every answer of every yes/no question, unique keys, the pre-check only where yes stops', async () => {
    const s = await getScreening();
    const keys = keysOf(s.sections);
    expect(new Set(keys).size).toBe(keys.length);
    for (const q of all(s)) {
      if (q.kind === 'yesNo') {
        expect(q.unit).toBeNull();
        for (const answer of SCREENING_ANSWERS)
          expect([q.key, answer, q.outcomes?.[answer]]).toEqual([
            q.key,
            answer,
            expect.stringMatching(/^(clear|review|stop)$/),
          ]);
      } else {
        expect([q.key, q.outcomes, q.unit]).toEqual([
          q.key,
          null,
          expect.stringMatching(/^(cm|kg)$/),
        ]);
      }
      if (q.precheck) expect([q.key, q.kind, q.outcomes?.yes]).toEqual([q.key, 'yesNo', 'stop']);
    }
    expect(
      all(s)
        .filter((q) => q.precheck)
        .map((q) => q.key),
    ).toEqual(['pacemaker', 'neurostimulator', 'cochlearImplant']);
  });

  it('names in appliesTo only check-ups and services of the seed', async () => {
    const [s, catalog] = await Promise.all([getScreening(), getCatalog()]);
    const known = new Set([...catalog.packages, ...catalog.services].map((d) => d.slug));
    const named = all(s).flatMap((q) => q.appliesTo);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((slug) => !known.has(slug))).toEqual([]);
    // The DEXA question: the service, and the check-up that includes it.
    expect(question(s, 'dexaPregnancy').appliesTo).toEqual(['dxa', 'whole_body_scan']);
    const whole = catalog.packages.find((p) => p.slug === 'whole_body_scan')!;
    expect(whole.includedServices).toContain('dxa');
  });

  it('is read once per revision of the dataset, like the catalogue', async () => {
    const first = getScreening();
    expect(getScreening()).toBe(first);
    const s = await first;
    expect((await getScreening()).rev).toBe(s.rev);
  });
});

describe('which questions a booking gets', () => {
  let s: Screening;
  beforeAll(async () => {
    setContentSource(localSource());
    s = await getScreening();
    setContentSource(null);
  });

  const booking = (checkupSlug: string, services: string[] = []) => ({ checkupSlug, services });
  const everyBooking = [
    'pacemaker',
    'neurostimulator',
    'cochlearImplant',
    'aneurysmClip',
    'drugPump',
    'otherImplants',
    'metalFragments',
    'tattoos',
    'medicationPatch',
    'pregnancy',
    'claustrophobia',
    'height',
    'weight',
  ];

  it('every question without appliesTo, in the questionnaire’s order', () => {
    const sections = questionsFor(s, booking('whole_body_scan_with_blood_test'));
    expect(keysOf(sections)).toEqual(everyBooking);
    expect(sections.map((x) => x.key)).toEqual(['implants', 'metalAndSkin', 'wellbeing', 'body']);
  });

  it('the DEXA question only with the DEXA add-on, or a check-up that includes DEXA', () => {
    expect(
      keysOf(questionsFor(s, booking('whole_body_scan_with_blood_test', ['blood_extended']))),
    ).not.toContain('dexaPregnancy');
    const withDexa = keysOf(questionsFor(s, booking('whole_body_scan_with_blood_test', ['dxa'])));
    expect(withDexa).toContain('dexaPregnancy');
    expect(withDexa.indexOf('dexaPregnancy')).toBe(withDexa.indexOf('pregnancy') + 1);
    expect(keysOf(questionsFor(s, booking('whole_body_scan')))).toContain('dexaPregnancy');
  });

  it('leaves out a section none of whose questions apply, and leaves the questionnaire as it was', () => {
    const onlyDexa: Screening = {
      ...s,
      sections: [
        {
          key: 'dexa',
          title_en: 'DEXA',
          title_de: 'DEXA',
          title_de_DE: null,
          questions: [question(s, 'dexaPregnancy')],
        },
        ...s.sections,
      ],
    };
    expect(questionsFor(onlyDexa, booking('whole_body_scan_with_blood_test'))[0].key).toBe(
      'implants',
    );
    expect(questionsFor(onlyDexa, booking('whole_body_scan_with_blood_test', ['dxa']))[0].key).toBe(
      'dexa',
    );
    expect(onlyDexa.sections[0].questions).toHaveLength(1);
    const before = JSON.stringify(s);
    questionsFor(s, booking('whole_body_scan'));
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the pre-check: the yes-stops-it questions of the booking, in order', () => {
    expect(
      precheckQuestions(s, booking('whole_body_scan_with_blood_test', ['dxa'])).map((q) => q.key),
    ).toEqual(['pacemaker', 'neurostimulator', 'cochlearImplant']);
    // A pre-check question that applies to a service is asked only with it.
    const dexaInPrecheck: Screening = {
      ...s,
      sections: s.sections.map((section) => ({
        ...section,
        questions: section.questions.map((q) =>
          q.key === 'dexaPregnancy' ? { ...q, precheck: true } : q,
        ),
      })),
    };
    expect(
      precheckQuestions(dexaInPrecheck, booking('whole_body_scan_with_blood_test')).map(
        (q) => q.key,
      ),
    ).not.toContain('dexaPregnancy');
    expect(
      precheckQuestions(dexaInPrecheck, booking('whole_body_scan_with_blood_test', ['dxa'])).map(
        (q) => q.key,
      ),
    ).toEqual(['pacemaker', 'neurostimulator', 'cochlearImplant', 'dexaPregnancy']);
  });
});

describe('the outcome of an answer', () => {
  let s: Screening;
  beforeAll(async () => {
    setContentSource(localSource());
    s = await getScreening();
    setContentSource(null);
  });

  it('of a yes/no question is the one its answer names', () => {
    const pacemaker = question(s, 'pacemaker');
    expect(outcomeOf(s, pacemaker, 'yes')).toBe('stop');
    expect(outcomeOf(s, pacemaker, 'no')).toBe('clear');
    expect(outcomeOf(s, pacemaker, 'notSure')).toBe('review');
    expect(outcomeOf(s, question(s, 'tattoos'), 'yes')).toBe('review');
    expect(outcomeOf(s, question(s, 'dexaPregnancy'), 'yes')).toBe('stop');
  });

  it('of the weight: at the table’s limit clear, above it stop', () => {
    const weight = question(s, 'weight');
    expect(s.settings.tableWeightLimitKg).toBe(150);
    expect(outcomeOf(s, weight, 70)).toBe('clear');
    expect(outcomeOf(s, weight, 150)).toBe('clear');
    expect(outcomeOf(s, weight, 150.5)).toBe('stop');
    expect(outcomeOf(s, weight, 151)).toBe('stop');
    // The limit is Settings', read with the questionnaire.
    const lower = { ...s, settings: { ...s.settings, tableWeightLimitKg: 120 } };
    expect(outcomeOf(lower, weight, 121)).toBe('stop');
    expect(outcomeOf(lower, weight, 120)).toBe('clear');
  });

  it('of a number without a limit is clear', () => {
    expect(outcomeOf(s, question(s, 'height'), 172)).toBe('clear');
    expect(outcomeOf(s, question(s, 'height'), 250)).toBe('clear');
  });

  it('refuses an answer of the wrong kind', () => {
    expect(() => outcomeOf(s, question(s, 'pacemaker'), 1)).toThrow(TypeError);
    expect(() => outcomeOf(s, question(s, 'weight'), 'yes')).toThrow(TypeError);
    expect(() => outcomeOf(s, question(s, 'weight'), -1)).toThrow(TypeError);
    expect(() => outcomeOf(s, question(s, 'weight'), Number.NaN)).toThrow(TypeError);
    expect(() => outcomeOf(s, question(s, 'pacemaker'), 'maybe' as 'yes')).toThrow(TypeError);
  });

  it('reads the table limit from Settings', async () => {
    setContentSource(localSource(seedWithSettings({ scannerTableWeightLimitKg: 130 })));
    const lower = await getScreening();
    expect(lower.settings.tableWeightLimitKg).toBe(130);
    expect(outcomeOf(lower, question(lower, 'weight'), 131)).toBe('stop');
  });
});

describe('a questionnaire that cannot be read', () => {
  it('missing: getScreening rejects, nothing to report', async () => {
    setContentSource(
      localSource(
        datasetWithDocument('screeningQuestionnaire', (d) => ({
          ...d,
          _id: 'drafts.screeningQuestionnaire',
        })),
      ),
    );
    await expect(getScreening()).rejects.toEqual(new ScreeningUnavailableError('missing'));
    expect(
      (await findContentProblems()).filter((p) => p.type === 'screeningQuestionnaire'),
    ).toEqual([]);
  });

  it('broken: never shown with a question left out; rejected and reported to staff', async () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      setContentSource(
        localSource(withQuestionnaire((d) => delete d.sections[0].questions[0].outcomeNotSure)),
      );
      const error = await getScreening().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ScreeningUnavailableError);
      expect((error as ScreeningUnavailableError).reason).toBe('invalid');
      const problems = (await findContentProblems()).filter(
        (p) => p.type === 'screeningQuestionnaire',
      );
      expect(problems).toEqual([
        expect.objectContaining({
          id: 'screeningQuestionnaire',
          summary: expect.stringContaining('not shown on the site'),
        }),
      ]);
      expect(problems[0].issues.join(' ')).toContain('needs an outcome for each answer');
    } finally {
      write.mockRestore();
    }
  });

  it('broken: Studio’s rules hold on the site too (pre-check, duplicate keys, weight limit in cm)', async () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const broken = [
        withQuestionnaire((d) => (d.sections[1].questions[0].precheck = true)),
        withQuestionnaire((d) => (d.sections[1].questions[0].key = 'pacemaker')),
        withQuestionnaire((d) => (d.sections[3].questions[0].limit = 'tableWeight')),
        withQuestionnaire((d) => (d.sections[3].questions[1].unit = null)),
      ];
      for (const file of broken) {
        setContentSource(localSource(file));
        await expect(getScreening()).rejects.toBeInstanceOf(ScreeningUnavailableError);
      }
    } finally {
      write.mockRestore();
    }
  });

  it('reads a draft only in draft preview', async () => {
    const file = datasetWithDocument('screeningQuestionnaire', (d) => ({
      ...d,
      isExample: false,
      _id: 'drafts.screeningQuestionnaire',
    }));
    // The published document stays beside the draft.
    const published = readFileSync(SEED_PATH, 'utf8')
      .split('\n')
      .find((line) => line.startsWith('{"_id":"screeningQuestionnaire"'))!;
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n${published}`);
    setContentSource(localSource(file));
    expect((await getScreening()).isExample).toBe(true);
    expect((await withDraftReads(() => getScreening())).isExample).toBe(false);
  });

  it('falls back to a default where a Setting is broken, keeping the others', async () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      setContentSource(
        localSource(
          datasetWithDocument('siteSettings', (d) => ({
            ...d,
            scannerTableWeightLimitKg: 'heavy',
            screeningDueHoursBefore: 24,
          })),
        ),
      );
      expect((await getScreening()).settings).toEqual({
        reminderDaysBefore: 5,
        dueHoursBefore: 24,
        tableWeightLimitKg: SCREENING_DEFAULTS.scannerTableWeightLimitKg,
      });
    } finally {
      write.mockRestore();
    }
  });

  it('falls back to the default Settings when Settings is missing', async () => {
    setContentSource(
      localSource(
        datasetWithDocument('siteSettings', (d) => ({ ...d, _id: 'drafts.siteSettings' })),
      ),
    );
    expect((await getScreening()).settings).toEqual({
      reminderDaysBefore: SCREENING_DEFAULTS.screeningReminderDaysBefore,
      dueHoursBefore: SCREENING_DEFAULTS.screeningDueHoursBefore,
      tableWeightLimitKg: SCREENING_DEFAULTS.scannerTableWeightLimitKg,
    });
  });
});

describe('the questionnaire’s Settings defaults (schemas/src/defaults.ts)', () => {
  it('are what the queries fall back to', () => {
    for (const [field, value] of Object.entries(SCREENING_DEFAULTS)) {
      expect(screeningQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
      expect(siteSettingsQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
    }
  });
});
