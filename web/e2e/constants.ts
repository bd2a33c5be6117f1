/** Shared by playwright.config.ts (server env) and the specs that sign webhooks. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';
/**
 * The production server refuses to start without a data-encryption key (server/privacy/keys.ts):
 * a fixed test key, 32 bytes in base64, for the suite's own server.
 */
export const E2E_DATA_ENCRYPTION_KEY = 'e2e:ZTJlLWRhdGEta2V5LW5vdC1mb3ItcHJvZHVjdGlvbiE=';
/** The e2e servers' TOKEN_SECRET (signed payment links); a production start requires one. */
export const E2E_TOKEN_SECRET = 'e2e-token-secret-0123456789abcdef0123456789';
/**
 * The location the suite's dataset opens every day of the year (playwright.config.ts), so a
 * slot a day or two ahead exists on any day the suite runs (manage-flow's late-slot test).
 */
export const E2E_ALWAYS_OPEN_LOCATION = 'basel_zentral';

/** A location's opening hours in the dataset: every weekday from `from` to `to` (HH:mm). */
export function everyDayOpen(from: string, to: string) {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    _type: 'openingInterval',
    _key: `day-${weekday}`,
    weekday,
    from,
    to,
  }));
}

/**
 * A spec's API request context gives up on a request after this long: without it a request to
 * a hung server waits for the whole test's timeout (minutes of CI) and says nothing of why.
 */
export const API_REQUEST_TIMEOUT_MS = 60_000;
