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

describe('booking defaults', () => {
  it('are what the queries fall back to', () => {
    const {
      depositAmount,
      holdMinutes,
      freeCancellationAfterBookingMinutes,
      consentDays,
      rescheduleUntilHours,
      maxReschedules,
      freeCancellationUntilHours,
      ...perLocation
    } = BOOKING_DEFAULTS;
    const settings = {
      ...AUDIT_DEFAULTS,
      depositAmount,
      holdMinutes,
      freeCancellationAfterBookingMinutes,
      consentDays,
      rescheduleUntilHours,
      maxReschedules,
      freeCancellationUntilHours,
    };
    for (const [field, value] of Object.entries(settings)) {
      expect(siteSettingsQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
      expect(catalogQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
    }
    for (const [field, value] of Object.entries(perLocation)) {
      expect(locationsQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
      expect(catalogQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
    }
  });

  it('of the hold limits are what the queries fall back to (issue 11.2)', () => {
    for (const [field, value] of Object.entries(HOLD_DEFAULTS)) {
      expect(siteSettingsQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
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
      expect(siteSettingsQuery).toContain(`"${field}": coalesce(${field}, ${value})`);
    }
  });
});
