/**
 * @jest-environment jsdom
 *
 * The proof-of-work widget speaks the page's Site texts (docs/preview.md): before it renders, its
 * strings for the page's language are ours (a text changed in Studio shows), not the package's.
 */
import { render, screen } from '@testing-library/react';
import deSummary from '../../../public/locales/de/summary.json';
import { createTranslator } from '@/i18n/translator';
import { TestTranslations } from '@/i18n/testing';
import { HoldChallenge } from './HoldChallenge';

type AltchaGlobal = { algorithms: Map<string, unknown>; i18n: Map<string, Record<string, string>> };

// The widget's external build registers the custom element and the global configuration; here
// only the configuration, which is what HoldChallenge writes to.
jest.mock('altcha/external', () => {
  (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha = {
    algorithms: new Map(),
    i18n: new Map(),
  };
  return {};
});

it('configures the widget with the Site texts of the page language before showing it', async () => {
  const studio = {
    ...deSummary,
    challenge: { ...deSummary.challenge, label: 'Ich bin ein Mensch' },
  };
  const translator = createTranslator({ de: { summary: studio } }, 'de', null, 'summary');
  render(
    <TestTranslations translator={translator}>
      <HoldChallenge language="de" locationSlug="bern" onSolved={() => undefined} />
    </TestTranslations>,
  );
  const widget = await screen.findByTestId('hold-challenge');
  expect(widget.getAttribute('language')).toBe('de');
  const strings = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.i18n.get('de');
  expect(strings?.label).toBe('Ich bin ein Mensch');
  expect(strings?.verificationRequired).toBe(deSummary.challenge.verificationRequired);
  expect(strings?.footer).toMatch(/^Geschützt durch <a href="https:\/\/altcha.org\/"/);
});
