/**
 * Each booking default has one source, schemas/src/defaults.ts: Studio's initial values and
 * the site's fallback settings import it; the GROQ projections must spell the same values in
 * their coalesce() (TypeGen reads them as literal text, so they cannot import it).
 */
import { AUDIT_DEFAULTS, BOOKING_DEFAULTS, HOLD_DEFAULTS } from 'schemas/src/defaults';
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

  it('are the settings the site uses when Settings is missing', () => {
    expect(DEFAULT_SITE_SETTINGS.depositAmount).toBe(BOOKING_DEFAULTS.depositAmount);
    expect(DEFAULT_SITE_SETTINGS.holdMinutes).toBe(BOOKING_DEFAULTS.holdMinutes);
  });
});
