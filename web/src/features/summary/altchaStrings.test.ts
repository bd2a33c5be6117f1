/**
 * The ALTCHA widget shows Site texts only (docs/preview.md): every string the pinned package would
 * show comes from the `summary` namespace's `challenge.*` texts, in both languages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import deSummary from '../../../public/locales/de/summary.json';
import enSummary from '../../../public/locales/en/summary.json';
import { createTranslator } from '@/i18n/translator';
import { altchaStrings } from './altchaStrings';

/** The keys of the package's own German strings (dist/i18n/de.js), which ours replace. */
function packageKeys(): string[] {
  const file = ['web', '.']
    .map((dir) =>
      path.join(process.cwd(), '..', dir, 'node_modules', 'altcha', 'dist', 'i18n', 'de.js'),
    )
    .find(existsSync);
  const source = readFileSync(file!, 'utf8');
  const body = /const i18n = \{([\s\S]*?)\n\};/.exec(source)![1];
  return [...body.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]).sort();
}

const translator = createTranslator(
  { en: { summary: enSummary }, de: { summary: deSummary } },
  'de',
);

describe('ALTCHA strings', () => {
  it('cover every string of the pinned widget, none left to the package', () => {
    const keys = packageKeys();
    expect(keys.length).toBeGreaterThanOrEqual(16);
    expect(Object.keys(altchaStrings(translator.forNamespaces(['summary']))).sort()).toEqual(keys);
  });

  it('are the Site texts of either language, with the attribution link escaped and intact', () => {
    const de = altchaStrings(translator.forNamespaces(['summary']));
    expect(de.label).toBe(deSummary.challenge.label);
    expect(de.label).toBe('Ich bin kein Roboter');
    expect(de.footer).toBe(
      'Geschützt durch <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="ALTCHA (offizielle Website)">ALTCHA</a>',
    );
    const en = altchaStrings(
      createTranslator({ en: { summary: enSummary } }, 'en').forNamespaces(['summary']),
    );
    expect(en.label).toBe("I'm not a robot");
    expect(en.footer).toContain('Protected by <a href="https://altcha.org/"');
    // A key missing from the texts would show as the key: none does.
    for (const [key, text] of Object.entries(en)) expect(text).not.toContain(`challenge.${key}`);
  });

  it('escape markup a translator types into the footer text', () => {
    const t = (key: string) => (key.endsWith('protectedBy') ? '<b>Schutz</b> & Co' : 'x');
    expect(altchaStrings(t).footer).toMatch(/^&#60;b&#62;Schutz&#60;\/b&#62; &#38; Co <a /);
  });
});
