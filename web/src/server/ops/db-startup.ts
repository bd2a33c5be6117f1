/**
 * The app's work around opening its database (db/ itself only opens and migrates,
 * docs/architecture.md): personal data cannot be written or read without a usable key, so
 * that is checked first; under the migration lock, rows from before encryption are sealed and
 * the desk's search indexes of rows from before migration 0017 are filled; after the open, the
 * data steps that need content (SQL cannot read Sanity): migration 0001's slug -> _id check
 * and snapshots for older rows, then the content problem reports. Those are idempotent; a
 * content outage leaves them for the next start (readers reconstruct a missing snapshot).
 */
import type { Db, DbStartup } from '@/server/db/client';
import { log } from '@/server/log';
import { assertPrivacyConfig } from '@/server/privacy/keys';
import { sealLegacyRows } from '@/server/personal-data/seal-legacy';
import { backfillSearchIndexes } from '@/server/staff/desk/backfill';

async function contentDataSteps(db: Db): Promise<void> {
  try {
    // Loaded here, not at the top: the server's first request should not wait for content.
    const [{ getCatalog }, { reconcileStableIds }, { startContentProblemReports }] =
      await Promise.all([
        import('@/server/content'),
        import('@/server/reservations/stable-ids'),
        import('./content-report'),
      ]);
    await reconcileStableIds(db, await getCatalog({ fresh: true }));
    // Broken content reaches staff, once per document version (docs/identity-and-snapshot.md).
    await startContentProblemReports(db);
  } catch (err) {
    log.error('db-data-step-failed', { message: err instanceof Error ? err.message : String(err) });
  }
}

export const APP_DB_STARTUP: DbStartup = {
  check: assertPrivacyConfig,
  dataSteps: async (db) => {
    await sealLegacyRows(db);
    await backfillSearchIndexes(db);
  },
  afterOpen: contentDataSteps,
};
