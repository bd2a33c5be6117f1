/** Shared by playwright.config.ts (server env) and the specs that sign webhooks. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';
