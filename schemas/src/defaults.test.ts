/**
 * Studio's initial values of Settings are SETTINGS_DEFAULTS, field by field: every Settings
 * field with an initial value has its default there, and every default is a Settings field
 * whose initial value it is (a null default: the field starts empty).
 */
import { SETTINGS_DEFAULTS } from './defaults';
import { siteSettings } from './documents/siteSettings';

type Field = { name: string; initialValue?: unknown };
const fields = (siteSettings as unknown as { fields: Field[] }).fields;

/** Fields whose Studio start differs from the site's fallback on purpose (web/src/server/content). */
const STUDIO_ONLY = ['idleWebhookEnabled', 'staffChannelEnabled'];

describe('SETTINGS_DEFAULTS', () => {
  it('holds the initial value of every Settings field that has one', () => {
    const initial = fields
      .filter((f) => f.initialValue !== undefined && !STUDIO_ONLY.includes(f.name))
      .map((f) => [f.name, f.initialValue]);
    expect(initial.length).toBeGreaterThan(10);
    for (const [name, value] of initial)
      expect([name, SETTINGS_DEFAULTS[name as keyof typeof SETTINGS_DEFAULTS]]).toEqual([
        name,
        value,
      ]);
  });

  it('names only Settings fields, each starting at its default', () => {
    for (const [name, value] of Object.entries(SETTINGS_DEFAULTS)) {
      const field = fields.find((f) => f.name === name);
      expect([name, field?.initialValue ?? null]).toEqual([name, value]);
    }
  });
});
