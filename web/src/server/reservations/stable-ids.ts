/**
 * The data step of migration 0001 (docs/identity-and-snapshot.md). SQL cannot read Sanity, so
 * the migration derived the ids of existing rows from the seed's _id convention and marked
 * them provisional; this step, run after migrations (db/client.ts getDb), checks them against
 * the catalogue by slug, writes the real _ids and a reconstructed snapshot for rows that have
 * none. Idempotent: a row is done once it has a snapshot and no provisional ids.
 */
import { eq, isNull, or } from 'drizzle-orm';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '@/server/db/errors';
import { reservations } from '@/server/db/schema';
import { log } from '@/server/log';
import { reconstructSnapshot } from './snapshot';

export type StableIdsReport = {
  checked: number;
  resolved: number;
  unresolved: number;
  conflicts: number;
};

const BATCH = 500;

export async function reconcileStableIds(db: Db, catalog: Catalog): Promise<StableIdsReport> {
  const report: StableIdsReport = { checked: 0, resolved: 0, unresolved: 0, conflicts: 0 };
  const seen = new Set<string>();
  for (;;) {
    const rows = (
      await db
        .select()
        .from(reservations)
        .where(or(eq(reservations.idsProvisional, true), isNull(reservations.snapshot)))
        .limit(BATCH + seen.size)
    ).filter((r) => !seen.has(r.id));
    if (rows.length === 0) break;
    for (const row of rows) {
      seen.add(row.id);
      report.checked += 1;
      const location = catalog.locations.find((l) => l.slug === row.locationSlug);
      const checkup = catalog.packages.find((p) => p.slug === row.checkupSlug);
      const services = row.services.map((slug) => catalog.services.find((s) => s.slug === slug));
      const found = Boolean(location && checkup && services.every(Boolean));
      const ids = row.idsProvisional
        ? {
            locationId: location?.id ?? row.locationId,
            checkupId: checkup?.id ?? row.checkupId,
            serviceIds: services.map(
              (s, i) => s?.id ?? row.serviceIds[i] ?? `service.${row.services[i]}`,
            ),
          }
        : { locationId: row.locationId, checkupId: row.checkupId, serviceIds: row.serviceIds };
      const snapshot = row.snapshot ?? reconstructSnapshot({ ...row, ...ids }, catalog);
      try {
        await db
          .update(reservations)
          .set({ ...ids, snapshot, idsProvisional: row.idsProvisional && !found })
          .where(eq(reservations.id, row.id));
      } catch (err) {
        if (pgErrorCode(err) !== PG_EXCLUSION_VIOLATION) throw err;
        // A newer booking holds the room under the real id: staff must look at both.
        report.conflicts += 1;
        log.error('stable-ids-conflict', { reservationId: row.id, location: row.locationSlug });
        continue;
      }
      if (row.idsProvisional && !found) {
        report.unresolved += 1;
        log.warn('stable-ids-unresolved', {
          reservationId: row.id,
          location: row.locationSlug,
          checkup: row.checkupSlug,
        });
      } else report.resolved += 1;
    }
    if (rows.length < BATCH) break;
  }
  if (report.checked > 0) log.info('stable-ids-reconciled', report);
  return report;
}
