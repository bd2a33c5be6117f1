/**
 * Data step of migrations 0017, 0026 and 0034 (docs/staff-desk.md, "Search" and "Search however
 * typed"): rows written before them have no phone, last-name or name-term index (nor, for a
 * booking for two, the partner's name terms), so the desk's search would not find them. Each is read (the column type decrypts), and only its index
 * columns are written. Resumable: a row is picked while its name terms (the newest index) are
 * missing, in batches by id, so a run cut short continues where it stopped on the next start.
 * It runs with the other data steps after the migrations (db/client.ts).
 */
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { log } from '@/server/log';
import { lastNameHash, nameTermHashes, phoneHash } from '@/server/privacy/blind-index';

const BATCH = 500;

/** Fills missing search indexes; returns how many rows it looked at. */
export async function backfillSearchIndexes(db: Db, batch = BATCH): Promise<number> {
  let seen = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: reservations.id, personalData: reservations.personalData })
      .from(reservations)
      .where(
        and(
          gt(reservations.id, after),
          isNull(reservations.nameTerms),
          isNull(reservations.anonymisedAt),
        ),
      )
      .orderBy(asc(reservations.id))
      .limit(batch);
    if (rows.length === 0) break;
    for (const row of rows) {
      const person = row.personalData;
      await db
        .update(reservations)
        .set({
          phoneHash: phoneHash(person.phone),
          lastNameHash: lastNameHash(person.lastName),
          nameTerms: nameTermHashes(person.firstName, person.lastName),
        })
        .where(eq(reservations.id, row.id));
    }
    seen += rows.length;
    // A name that folds to nothing gets an empty term list; the cursor moves on regardless.
    after = rows[rows.length - 1].id;
    if (rows.length < batch) break;
  }
  seen += await backfillPartnerNameTerms(db, batch);
  if (seen > 0) log.info('desk-search-indexes-filled', { count: seen });
  return seen;
}

/** Bookings for two written before migration 0034: their partner's name terms. */
async function backfillPartnerNameTerms(db: Db, batch: number): Promise<number> {
  let seen = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: reservations.id, partner: reservations.partnerData })
      .from(reservations)
      .where(
        and(
          gt(reservations.id, after),
          isNotNull(reservations.partnerEmailHash),
          isNull(reservations.partnerNameTerms),
          isNull(reservations.anonymisedAt),
        ),
      )
      .orderBy(asc(reservations.id))
      .limit(batch);
    if (rows.length === 0) break;
    for (const row of rows) {
      if (!row.partner) continue;
      await db
        .update(reservations)
        .set({ partnerNameTerms: nameTermHashes(row.partner.firstName, row.partner.lastName) })
        .where(eq(reservations.id, row.id));
    }
    seen += rows.length;
    after = rows[rows.length - 1].id;
    if (rows.length < batch) break;
  }
  return seen;
}
