/**
 * The MRI safety questionnaire (docs/screening.md): Studio's rules on the seed document as
 * Studio applies them (validateDocument), the seed's example content, and its texts in the
 * translation tools.
 */
import { SINGLETON_TYPES, TRANSLATABLE_TYPES, schemaTypes } from './index';
import {
  CONSENT_KEYS,
  SCREENING_ANSWERS,
  SCREENING_MESSAGES,
  SCREENING_QUESTIONNAIRE_ID,
  OUTCOME_FIELDS,
  entryHoldsPair,
  questionKeysOf,
  questionProblems,
  questionnaireProblems,
  translatableDocumentsQuery,
  translationTasks,
} from './index';
import { compileSchema } from './testing/compileSchema';
import { createDatasetClient, type SanityDocumentLike } from './testing/datasetClient';
import { loadSeed } from './testing/seed';
import { validateDocument, type Problem } from './testing/validateDocument';

const schema = compileSchema(schemaTypes);
const seed = loadSeed();

type Question = Record<string, unknown> & { key?: string; kind: string };
type Section = Record<string, unknown> & { key: string; questions: Question[] };
type Consent = Record<string, unknown> & { key: string };
type Questionnaire = SanityDocumentLike & {
  isExample: boolean;
  sections: Section[];
  consents: Consent[];
};

const questionnaire = seed.find((d) => d._id === SCREENING_QUESTIONNAIRE_ID) as Questionnaire;
const questions = () => questionnaire.sections.flatMap((s) => s.questions);

function check(dataset: readonly SanityDocumentLike[], doc: SanityDocumentLike) {
  return validateDocument(
    {
      schema,
      client: createDatasetClient(dataset),
      documents: new Map(dataset.map((d) => [d._id, d])),
    },
    doc,
  );
}

/** The problems of a changed copy of the seed questionnaire, in the seed dataset. */
async function problemsAfter(change: (doc: Questionnaire) => void): Promise<Problem[]> {
  const copy = structuredClone(questionnaire);
  change(copy);
  return check([...seed.filter((d) => d._id !== copy._id), copy], copy);
}

const paths = (problems: Problem[]) => problems.map((p) => p.path);

/** The position of a question in the seed: `sections[i].questions[j]`. */
function at(key: string): { path: string; get: (doc: Questionnaire) => Question } {
  for (const [i, section] of questionnaire.sections.entries()) {
    const j = section.questions.findIndex((q) => q.key === key);
    if (j >= 0)
      return {
        path: `sections[${i}].questions[${j}]`,
        get: (doc) => doc.sections[i].questions[j],
      };
  }
  throw new Error(`no question ${key}`);
}

describe('the questionnaire document', () => {
  it('is a singleton under its fixed id, once in the seed', () => {
    expect(SINGLETON_TYPES.has('screeningQuestionnaire')).toBe(true);
    expect(seed.filter((d) => d._type === 'screeningQuestionnaire').map((d) => d._id)).toEqual([
      'screeningQuestionnaire',
    ]);
  });

  it('passes every rule in the seed', async () => {
    expect(await check(seed, questionnaire)).toEqual([]);
  });
});

describe('Studio rejects a broken questionnaire', () => {
  it('a question key used twice, even in another section', async () => {
    const tattoos = at('tattoos');
    const problems = await problemsAfter((d) => (tattoos.get(d).key = 'pacemaker'));
    expect(paths(problems)).toContain(`${tattoos.path}.key`);
    expect(paths(problems)).toContain(`${at('pacemaker').path}.key`);
    expect(problems.map((p) => p.message)).toContain(
      '"pacemaker" is the key of another question of the questionnaire; each question needs its own',
    );
  });

  it('a key that is not camelCase, or none', async () => {
    const q = at('drugPump');
    expect(paths(await problemsAfter((d) => (q.get(d).key = 'drug-pump')))).toContain(
      `${q.path}.key`,
    );
    expect(paths(await problemsAfter((d) => delete q.get(d).key))).toContain(`${q.path}.key`);
  });

  it('a yes/no question without an outcome for one of its answers', async () => {
    const q = at('aneurysmClip');
    for (const field of Object.values(OUTCOME_FIELDS)) {
      const problems = await problemsAfter((d) => delete q.get(d)[field]);
      expect(paths(problems)).toEqual([`${q.path}.${field}`]);
    }
    expect(paths(await problemsAfter((d) => (q.get(d).outcomeNo = 'maybe')))).toContain(
      `${q.path}.outcomeNo`,
    );
  });

  it('a number question without its unit; a number question needs no outcomes', async () => {
    const q = at('height');
    expect(paths(await problemsAfter((d) => delete q.get(d).unit))).toEqual([`${q.path}.unit`]);
    expect(paths(await problemsAfter((d) => (q.get(d).unit = 'mm')))).toContain(`${q.path}.unit`);
    expect(questionProblems({ key: 'height', kind: 'number', unit: 'cm' })).toEqual([]);
  });

  it('the table weight limit on anything but a number in kg', async () => {
    const height = at('height');
    expect(paths(await problemsAfter((d) => (height.get(d).limit = 'tableWeight')))).toEqual([
      `${height.path}.limit`,
    ]);
    const pacemaker = at('pacemaker');
    expect(paths(await problemsAfter((d) => (pacemaker.get(d).limit = 'tableWeight')))).toEqual([
      `${pacemaker.path}.limit`,
    ]);
  });

  it('the pre-check on a question whose yes does not stop, or on a number question', async () => {
    const review = at('aneurysmClip');
    expect(paths(await problemsAfter((d) => (review.get(d).precheck = true)))).toEqual([
      `${review.path}.precheck`,
    ]);
    const weight = at('weight');
    expect(paths(await problemsAfter((d) => (weight.get(d).precheck = true)))).toEqual([
      `${weight.path}.precheck`,
    ]);
    // Turning a pre-check question's yes into "review" needs the pre-check off too.
    const pacemaker = at('pacemaker');
    expect(paths(await problemsAfter((d) => (pacemaker.get(d).outcomeYes = 'review')))).toEqual([
      `${pacemaker.path}.precheck`,
    ]);
    // The DEXA question stops on yes: it may be in the pre-check.
    expect(await problemsAfter((d) => (at('dexaPregnancy').get(d).precheck = true))).toEqual([]);
  });

  it('a question without its German text, or half a help text', async () => {
    const q = at('claustrophobia');
    expect(paths(await problemsAfter((d) => delete q.get(d).text_de))).toContain(
      `${q.path}.text_de`,
    );
    expect(paths(await problemsAfter((d) => delete q.get(d).help_en))).toContain(
      `${q.path}.help_en`,
    );
    expect(
      await problemsAfter((d) => {
        delete q.get(d).help_en;
        delete q.get(d).help_de;
      }),
    ).toEqual([]);
  });

  it('appliesTo: only check-ups and services that exist, each once', async () => {
    const q = at('dexaPregnancy');
    const ref = (id: string, key = id) => ({ _type: 'reference', _ref: id, _key: key });
    expect(
      paths(await problemsAfter((d) => (q.get(d).appliesTo = [ref('location.bern')]))),
    ).toContain(`${q.path}.appliesTo[0]`);
    expect(
      paths(await problemsAfter((d) => (q.get(d).appliesTo = [ref('service.nope')]))),
    ).toContain(`${q.path}.appliesTo[0]`);
    expect(
      paths(
        await problemsAfter(
          (d) => (q.get(d).appliesTo = [ref('service.dxa', 'a'), ref('service.dxa', 'b')]),
        ),
      ),
    ).toContain(`${q.path}.appliesTo`);
    expect(
      await problemsAfter(
        (d) => (q.get(d).appliesTo = [ref('service.dxa'), ref('checkupPackage.whole_body_scan')]),
      ),
    ).toEqual([]);
  });

  it('sections: at least one, each with questions, keys unique', async () => {
    expect(paths(await problemsAfter((d) => (d.sections = [])))).toContain('sections');
    expect(paths(await problemsAfter((d) => (d.sections[0].questions = [])))).toContain(
      'sections[0].questions',
    );
    expect(paths(await problemsAfter((d) => (d.sections[1].key = d.sections[0].key)))).toContain(
      'sections',
    );
  });

  it('consents: each at most once; a choice needs both answers in both languages', async () => {
    const findings = questionnaire.consents.findIndex((c) => c.key === 'incidentalFindings');
    const scan = questionnaire.consents.findIndex((c) => c.key === 'scan');
    expect(paths(await problemsAfter((d) => (d.consents[scan].key = 'dataProcessing')))).toContain(
      'consents',
    );
    expect(paths(await problemsAfter((d) => delete d.consents[findings].choiceNo_de))).toContain(
      `consents[${findings}].choiceNo_de`,
    );
    expect(paths(await problemsAfter((d) => delete d.consents[findings].choiceYes_en))).toContain(
      `consents[${findings}].choiceYes_en`,
    );
    expect(paths(await problemsAfter((d) => delete d.consents[scan].body_de))).toContain(
      `consents[${scan}].body_de`,
    );
    // Without a choice the answers may stay empty.
    expect(await problemsAfter((d) => (d.consents[scan].choice = false))).toEqual([]);
    expect(paths(await problemsAfter((d) => (d.consents[scan].choice = true)))).toEqual([
      `consents[${scan}].choiceYes_en`,
      `consents[${scan}].choiceYes_de`,
      `consents[${scan}].choiceNo_en`,
      `consents[${scan}].choiceNo_de`,
    ]);
  });

  it('an unknown field in a question (the check can fail)', async () => {
    const q = at('pregnancy');
    expect(paths(await problemsAfter((d) => (q.get(d).outcomeMaybe = 'clear')))).toContain(
      `${q.path}.outcomeMaybe`,
    );
  });
});

describe('the rules the site shares (questionProblems, questionnaireProblems)', () => {
  it('find the same problems as Studio, none in the seed', () => {
    for (const question of questions())
      expect([question.key, questionProblems(question)]).toEqual([question.key, []]);
    expect(questionnaireProblems(questionnaire)).toEqual([]);
    expect(
      questionProblems({ key: 'x', kind: 'yesNo', outcomeYes: 'review', precheck: true }),
    ).toEqual([
      SCREENING_MESSAGES.outcomeRequired,
      SCREENING_MESSAGES.outcomeRequired,
      SCREENING_MESSAGES.precheckNeedsStop,
    ]);
    const doubled = structuredClone(questionnaire);
    doubled.sections[1].questions[0].key = 'pacemaker';
    expect(questionnaireProblems(doubled)).toEqual([
      SCREENING_MESSAGES.duplicateQuestionKey('pacemaker'),
    ]);
  });

  it('speak both of the Studio’s languages', () => {
    const messages = Object.values(SCREENING_MESSAGES).map((m) =>
      typeof m === 'function' ? m('x') : m,
    );
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual(['de-DE', 'en-US']);
      expect(message['de-DE']).not.toBe(message['en-US']);
      expect(message['de-DE']).not.toContain('ß');
    }
  });
});

describe('the seed’s example questionnaire (docs/screening.md "Example content")', () => {
  it('is marked as an example for the radiologist to review', () => {
    expect(questionnaire.isExample).toBe(true);
  });

  it('asks these questions, with these outcomes for yes / no / not sure, these in the pre-check', () => {
    const table = Object.fromEntries(
      questions().map((q) => [
        q.key,
        q.kind === 'yesNo'
          ? [q.outcomeYes, q.outcomeNo, q.outcomeNotSure, q.precheck === true ? 'precheck' : '']
          : [q.kind, q.unit, q.limit],
      ]),
    );
    expect(table).toEqual({
      pacemaker: ['stop', 'clear', 'review', 'precheck'],
      neurostimulator: ['stop', 'clear', 'review', 'precheck'],
      cochlearImplant: ['stop', 'clear', 'review', 'precheck'],
      aneurysmClip: ['review', 'clear', 'review', ''],
      drugPump: ['review', 'clear', 'review', ''],
      otherImplants: ['review', 'clear', 'review', ''],
      metalFragments: ['review', 'clear', 'review', ''],
      tattoos: ['review', 'clear', 'review', ''],
      medicationPatch: ['review', 'clear', 'review', ''],
      pregnancy: ['review', 'clear', 'review', ''],
      dexaPregnancy: ['stop', 'clear', 'review', ''],
      claustrophobia: ['review', 'clear', 'review', ''],
      height: ['number', 'cm', 'none'],
      weight: ['number', 'kg', 'tableWeight'],
    });
  });

  it('has unique keys and an outcome for every answer of every yes/no question', () => {
    const keys = questionKeysOf(questionnaire);
    expect(new Set(keys).size).toBe(keys.length);
    for (const q of questions().filter((q) => q.kind === 'yesNo'))
      for (const answer of SCREENING_ANSWERS)
        expect([q.key, answer, q[OUTCOME_FIELDS[answer]]]).toEqual([
          q.key,
          answer,
          expect.stringMatching(/^(clear|review|stop)$/),
        ]);
  });

  it('asks the DEXA pregnancy question for the DEXA service only', () => {
    const dxa = seed.find((d) => d._id === 'service.dxa') as unknown as {
      slug: { current: string };
    };
    expect(dxa.slug.current).toBe('dxa');
    const appliesTo = questions()
      .filter((q) => Array.isArray(q.appliesTo) && q.appliesTo.length > 0)
      .map((q) => [q.key, (q.appliesTo as { _ref: string }[]).map((r) => r._ref)]);
    expect(appliesTo).toEqual([['dexaPregnancy', ['service.dxa']]]);
  });

  it('has the three consents, incidental findings with its choice', () => {
    expect(questionnaire.consents.map((c) => c.key)).toEqual([...CONSENT_KEYS]);
    expect(questionnaire.consents.map((c) => c.choice)).toEqual([false, true, false]);
    for (const consent of questionnaire.consents) {
      const paragraphs = String(consent.body_en).split(/\n\s*\n/);
      expect([consent.key, paragraphs.length]).toEqual([consent.key, 3]);
      expect(String(consent.body_de).split(/\n\s*\n/)).toHaveLength(3);
    }
  });
});

describe('the questionnaire in the translation tools (docs/languages.md)', () => {
  const model = TRANSLATABLE_TYPES.find((t) => t.type === 'screeningQuestionnaire')!;

  it('finds the texts of sections, of the questions inside them and of consents', () => {
    expect(model.pairs).toEqual([]);
    expect(model.arrays).toEqual([
      {
        field: 'sections',
        bases: ['title'],
        arrays: [{ field: 'questions', bases: ['text', 'help'] }],
      },
      { field: 'consents', bases: ['title', 'body', 'choiceYes', 'choiceNo'] },
    ]);
  });

  it('lists a missing German text of a question, with the path Studio opens', async () => {
    const dataset = seed.map((doc) => {
      if (doc._id !== SCREENING_QUESTIONNAIRE_ID) return doc;
      const copy = structuredClone(doc) as Questionnaire;
      copy.sections[0].questions[1].text_de = '';
      return copy;
    });
    const docs = await createDatasetClient(dataset).fetch<SanityDocumentLike[]>(
      translatableDocumentsQuery(TRANSLATABLE_TYPES),
    );
    const tasks = translationTasks(docs, TRANSLATABLE_TYPES);
    expect(tasks.map(({ path, label, issue }) => ({ path, label, issue }))).toEqual([
      {
        path: 'sections[_key=="implants"].questions[_key=="neurostimulator"].text_de',
        label: 'neurostimulator',
        issue: 'missing-de',
      },
    ]);
  });

  it('records the English a German text was written for inside nested entries', () => {
    const question = ['sections', { _key: 's' }, 'questions', { _key: 'q' }];
    expect(entryHoldsPair(model.arrays, question, 'text')).toBe(true);
    expect(entryHoldsPair(model.arrays, ['sections', { _key: 's' }], 'title')).toBe(true);
    expect(entryHoldsPair(model.arrays, ['sections', { _key: 's' }], 'text')).toBe(false);
    expect(entryHoldsPair(model.arrays, ['consents', { _key: 'c' }], 'body')).toBe(true);
    expect(entryHoldsPair(model.arrays, ['sections', 's'], 'title')).toBe(false);
    expect(entryHoldsPair(model.arrays, [], 'title')).toBe(false);
  });
});
