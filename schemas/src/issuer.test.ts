/**
 * The receipt issuer in Settings and its per-location override (docs/payments.md, "Receipts"):
 * ZSR and GLN are checked in Studio, the seed's values pass and are marked as test data.
 */
import { schemaTypes } from './index';
import { glnCheckDigit, glnProblem, zsrProblem } from './lib/rules';
import { compileSchema } from './testing/compileSchema';
import { createDatasetClient, type SanityDocumentLike } from './testing/datasetClient';
import { loadSeed } from './testing/seed';
import { validateDocument, type Problem } from './testing/validateDocument';

const schema = compileSchema(schemaTypes);
const seed = loadSeed();

async function problemsAfter(
  id: string,
  change: (doc: SanityDocumentLike) => void,
): Promise<Problem[]> {
  const copy = structuredClone(seed.find((d) => d._id === id)!);
  change(copy);
  const dataset = [...seed.filter((d) => d._id !== id), copy];
  return validateDocument(
    {
      schema,
      client: createDatasetClient(dataset),
      documents: new Map(dataset.map((d) => [d._id, d])),
    },
    copy,
  );
}
// Errors only: warnings (a missing issuer value in Settings) never block a publish.
const errorsAt = (problems: Problem[]) => problems.map((p) => p.path);

describe('ZSR number', () => {
  it('is one capital letter and six digits', () => {
    expect(zsrProblem('H123456')).toBe(true);
    expect(zsrProblem('Z999999')).toBe(true);
    expect(zsrProblem(undefined)).toBe(true);
    for (const bad of ['h123456', 'H12345', 'H1234567', '1234567', 'H 123456', 'HH12345'])
      expect(zsrProblem(bad)).toMatchObject({
        'en-US': expect.stringMatching(/capital letter and six digits/),
      });
  });
});

describe('GLN number', () => {
  it('is 13 digits with a valid GS1 check digit', () => {
    // The GS1 example 4006381333931 and a Swiss (760) number.
    expect(glnCheckDigit('400638133393')).toBe(1);
    expect(glnProblem('4006381333931')).toBe(true);
    expect(glnProblem('7601000000002')).toBe(true);
    expect(glnProblem(undefined)).toBe(true);
    expect(glnProblem('7601000000003')).toEqual({
      'en-US': 'The check digit of this GLN is wrong: it should end in 2',
      'de-DE': 'Die Prüfziffer dieser GLN ist falsch: Sie sollte auf 2 enden',
    });
    for (const bad of ['760100000000', '76010000000021', '760100000000A', '760 1000000002'])
      expect(glnProblem(bad)).toMatchObject({ 'en-US': expect.stringMatching(/13 digits/) });
  });
});

describe('receipt issuer in Studio', () => {
  it('the seed passes: Settings and the overriding location, test values marked as such', async () => {
    const settings = seed.find((d) => d._id === 'siteSettings')!;
    expect(settings.clinicLegalName).toMatch(/\(Testdaten\)$/);
    expect(await problemsAfter('siteSettings', () => {})).toEqual([]);
    const rheinfelden = seed.find((d) => d._id === 'location.basel_rheinfelden')!;
    expect(rheinfelden.clinicLegalName).toMatch(/\(Testdaten\)$/);
    expect(await problemsAfter('location.basel_rheinfelden', () => {})).toEqual([]);
  });

  it('refuses a malformed ZSR or GLN in Settings and on a location', async () => {
    for (const id of ['siteSettings', 'location.zurich_bellevue']) {
      expect(errorsAt(await problemsAfter(id, (d) => (d.clinicZsrNumber = '123456')))).toContain(
        'clinicZsrNumber',
      );
      expect(
        errorsAt(await problemsAfter(id, (d) => (d.clinicGlnNumber = '7609999999995'))),
      ).toContain('clinicGlnNumber');
      expect(errorsAt(await problemsAfter(id, (d) => (d.clinicGlnNumber = '76099')))).toContain(
        'clinicGlnNumber',
      );
    }
  });

  it('an issuer value left empty does not block publishing (Settings warns in Studio)', async () => {
    const missing = await problemsAfter('siteSettings', (d) => {
      delete d.clinicZsrNumber;
      delete d.clinicGlnNumber;
      delete d.clinicLegalName;
      delete d.clinicAddress;
    });
    expect(errorsAt(missing)).toEqual([]);
    expect(await problemsAfter('location.zurich_bellevue', () => {})).toEqual([]);
  });

  it('the VAT note is a pair: one language alone is refused', async () => {
    expect(errorsAt(await problemsAfter('siteSettings', (d) => delete d.vatNote_de))).toContain(
      'vatNote_de',
    );
  });
});
