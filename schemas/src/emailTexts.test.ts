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
    const entry = catalogueEntry('confirmation', 'termsReschedule')!;
    expect(placeholderProblem('Move until {{until}}, {{count}} times', entry)).toBeNull();
    expect(placeholderProblem('Move until {{untill}}, {{count}} times', entry)).toMatch(
      /Unknown placeholder \{\{untill\}\}/,
    );
    expect(placeholderProblem('Move until {{until}}', entry)).toMatch(
      /Missing placeholder \{\{count\}\}/,
    );
    expect(placeholderProblem('{{until}} {{count}} {until}}', entry)).toMatch(/Unbalanced/);
    expect(fillPlaceholders('Hello {{name}}, {{ name }}!', { name: 'Anna' })).toBe(
      'Hello Anna, Anna!',
    );
  });
});
