/** Shared by playwright.config.ts (server env) and the specs that sign webhooks. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';
/**
 * The production server refuses to start without a data-encryption key (server/privacy/keys.ts):
 * a fixed test key, 32 bytes in base64, for the suite's own server.
 */
export const E2E_DATA_ENCRYPTION_KEY = 'e2e:ZTJlLWRhdGEta2V5LW5vdC1mb3ItcHJvZHVjdGlvbiE=';
