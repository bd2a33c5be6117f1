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

describe('file names and staff texts', () => {
  it('a file name keeps its extension and has no path, quote or line break', () => {
    const receipt = catalogueEntry('files', 'receipt')!;
    expect(placeholderProblem('Beleg-{{reference}}.pdf', receipt)).toBeNull();
    expect(placeholderProblem('Beleg-{{reference}}.txt', receipt)).toMatch(/end in \.pdf/);
    expect(placeholderProblem('a/b-{{reference}}.pdf', receipt)).toMatch(/cannot contain/);
    expect(placeholderProblem('"x"-{{reference}}.pdf', receipt)).toMatch(/cannot contain/);
    expect(placeholderProblem('Beleg.pdf', receipt)).toMatch(
      /Missing placeholder \{\{reference\}\}/,
    );
  });

  it('a staff text has no booking: none of the common placeholders', () => {
    const body = catalogueEntry('staffEnrol', 'body')!;
    expect(placeholderProblem('Within {{hours}} hours', body)).toBeNull();
    expect(placeholderProblem('Hello {{name}}, within {{hours}} hours', body)).toMatch(
      /Unknown placeholder \{\{name\}\}/,
    );
    expect(placeholderProblem('Soon', body)).toMatch(/Missing placeholder \{\{hours\}\}/);
    // A booking email keeps them.
    expect(placeholderProblem('{{name}}', catalogueEntry('common', 'signOff')!)).toBeNull();
  });
});
