import {
  catalogueEntry,
  EMAIL_TEXTS,
  fillPlaceholders,
  placeholderProblem,
  placeholdersIn,
} from './emailTexts';

describe('email text catalogue', () => {
  it('every built-in text passes its own placeholder rules in both languages', () => {
    for (const group of EMAIL_TEXTS) {
      for (const entry of group.entries) {
        expect([group.email, entry.key, placeholderProblem(entry.en, entry)]).toEqual([
          group.email,
          entry.key,
          null,
        ]);
        expect([group.email, entry.key, placeholderProblem(entry.de, entry)]).toEqual([
          group.email,
          entry.key,
          null,
        ]);
      }
    }
  });

  it('finds, checks and fills placeholders', () => {
    expect(placeholdersIn('{{booker}} paid {{ paid }}; {{balance}}')).toEqual([
      'booker',
      'paid',
      'balance',
    ]);
    const entry = catalogueEntry('partnerInvitation', 'balanceDue')!;
    expect(placeholderProblem('{{booker}} paid {{paid}}, due {{balance}}', entry)).toBeNull();
    expect(placeholderProblem('{{booker}} paid {{paid}}, due {{balanc}}', entry)).toMatch(
      /Unknown placeholder \{\{balanc\}\}/,
    );
    expect(placeholderProblem('{{booker}} paid {{paid}}', entry)).toMatch(
      /Missing placeholder \{\{balance\}\}/,
    );
    expect(placeholderProblem('{{paid}} {{balance}} {booker}}', entry)).toMatch(/Unbalanced/);
    expect(fillPlaceholders('Hello {{name}}, {{ name }}!', { name: 'Anna' })).toBe(
      'Hello Anna, Anna!',
    );
  });
});
