import {
  glossaryCheck,
  glossaryProblem,
  resetGlossaryCache,
  type GlossaryTerm,
} from './lib/glossary';
import { createDatasetClient, type SanityDocumentLike } from './testing/datasetClient';
import { loadSeed } from './testing/seed';

const seed = loadSeed();
const terms = seed.filter((d) => d._type === 'glossaryTerm') as unknown as GlossaryTerm[];

describe('glossary', () => {
  it('warns about a variant to avoid, with the preferred wording', () => {
    // In both interface languages: Sanity shows the editor's.
    expect(glossaryProblem('Enthalten', 'de', terms)).toEqual({
      'en-US':
        'Glossary "included in the price (a service that is part of the check-up)": write "Inbegriffen", not "Enthalten"',
      'de-DE':
        'Glossar «included in the price (a service that is part of the check-up)»: «Inbegriffen» schreiben, nicht «Enthalten»',
    });
    expect(glossaryProblem('Standort (opens in a new window)', 'en', terms)?.['en-US']).toMatch(
      /write "opens in a new tab", not "opens in a new window"/,
    );
    // Germany German avoids the German variants too.
    expect(glossaryProblem('Zum Kalender hinzufügen', 'de_DE', terms)?.['de-DE']).toMatch(
      /«In den Kalender eintragen» schreiben/,
    );
  });

  it('matches whole words as written, and only in the text’s language', () => {
    expect(glossaryProblem('Im Preis enthalten', 'de', terms)).toBeNull();
    expect(glossaryProblem('Unenthalten', 'de', terms)).toBeNull();
    expect(glossaryProblem('Enthalten', 'en', terms)).toBeNull();
    expect(glossaryProblem('Inbegriffen', 'de', terms)).toBeNull();
  });

  it('finds no variant to avoid in any text of the seed (the three known ones are fixed)', () => {
    const texts: { where: string; language: 'en' | 'de' | 'de_DE'; text: string }[] = [];
    // Texts on documents and on the objects of their arrays, nested ones too (Site texts'
    // entries, the questionnaire's sections, questions and consents).
    const collect = (where: string, object: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(object)) {
        const match = /_(en|de|de_DE)$/.exec(key);
        if (match && typeof value === 'string') {
          texts.push({ where: `${where}.${key}`, language: match[1] as 'en', text: value });
        }
        if (Array.isArray(value))
          for (const item of value)
            if (item && typeof item === 'object')
              collect(
                `${where}.${String((item as { key?: unknown }).key ?? (item as { _key?: unknown })._key)}`,
                item as Record<string, unknown>,
              );
      }
    };
    for (const doc of seed) {
      if (doc._type === 'glossaryTerm') continue;
      collect(doc._id, doc);
    }
    expect(texts.some((t) => t.where === 'screeningQuestionnaire.implants.pacemaker.text_de')).toBe(
      true,
    );
    expect(texts.length).toBeGreaterThan(400);
    const problems = texts
      .map((t) => ({ where: t.where, problem: glossaryProblem(t.text, t.language, terms) }))
      .filter((p) => p.problem !== null);
    expect(problems).toEqual([]);
    // The check can fail: a variant slipped back into a seed text is found.
    expect(glossaryProblem('öffnet in neuem Tab', 'de', terms)).not.toBeNull();
  });

  it('warns in Studio through the published glossary (a draft term does not count yet)', async () => {
    resetGlossaryCache();
    const dataset: SanityDocumentLike[] = [
      ...(seed.filter((d) => d._type === 'glossaryTerm') as SanityDocumentLike[]),
      { _id: 'drafts.glossaryTerm.new', _type: 'glossaryTerm', term: 'x', avoidGerman: ['Termin'] },
    ];
    const client = createDatasetClient(dataset);
    const context = { getClient: () => client } as never;
    expect(await glossaryCheck('de')('Enthalten', context)).toMatchObject({
      'de-DE': expect.stringMatching(/«Inbegriffen»/),
    });
    expect(await glossaryCheck('de')('Termin', context)).toBe(true);
    expect(await glossaryCheck('de')('', context)).toBe(true);
  });
});
