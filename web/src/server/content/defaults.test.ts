/**
 * Each booking default has one source, schemas/src/defaults.ts: Studio's initial values and
 * the site's fallback settings import it; the GROQ projections must spell the same values in
 * their coalesce() (TypeGen reads them as literal text, so they cannot import it).
 */
import {
  AUDIT_DEFAULTS,
  BOOKING_DEFAULTS,
  HOLD_DEFAULTS,
  SETTINGS_DEFAULTS,
} from 'schemas/src/defaults';
import { DEFAULT_SITE_SETTINGS } from './index';
import { catalogQuery, locationsQuery, siteSettingsQuery } from './queries';

/** How a projection spells a field's fallback value. */
const fallback = (field: string, value: unknown) => `"${field}": coalesce(${field}, ${value})`;

describe('booking defaults', () => {
  it('are what the queries fall back to', () => {
    /** The booking defaults kept in Settings; the others are per location. */
    const inSettings = new Set<string>([
      'depositAmount',
      'holdMinutes',
      'freeCancellationAfterBookingMinutes',
      'consentDays',
      'rescheduleUntilHours',
      'maxReschedules',
      'freeCancellationUntilHours',
    ]);
    const booking = Object.entries(BOOKING_DEFAULTS);
    const settings = {
      ...AUDIT_DEFAULTS,
      ...Object.fromEntries(booking.filter(([field]) => inSettings.has(field))),
    };
    const perLocation = Object.fromEntries(booking.filter(([field]) => !inSettings.has(field)));
    for (const [field, value] of Object.entries(settings)) {
      expect(siteSettingsQuery).toContain(fallback(field, value));
      expect(catalogQuery).toContain(fallback(field, value));
    }
    for (const [field, value] of Object.entries(perLocation)) {
      expect(locationsQuery).toContain(fallback(field, value));
      expect(catalogQuery).toContain(fallback(field, value));
    }
  });

  it('of the hold limits are what the queries fall back to (docs/security.md)', () => {
    for (const [field, value] of Object.entries(HOLD_DEFAULTS)) {
      expect(siteSettingsQuery).toContain(fallback(field, value));
      expect(DEFAULT_SITE_SETTINGS[field as keyof typeof HOLD_DEFAULTS]).toBe(value);
    }
  });

  it('are the settings the site uses when Settings is missing, field by field', () => {
    for (const [field, value] of Object.entries(SETTINGS_DEFAULTS))
      expect([field, DEFAULT_SITE_SETTINGS[field as keyof typeof SETTINGS_DEFAULTS]]).toEqual([
        field,
        value,
      ]);
  });

  it('are what the settings query falls back to, for every field with a value', () => {
    for (const [field, value] of Object.entries(SETTINGS_DEFAULTS)) {
      if (value === null) continue; // no coalesce: an empty field stays empty
      expect(siteSettingsQuery).toContain(fallback(field, value));
    }
  });
});
