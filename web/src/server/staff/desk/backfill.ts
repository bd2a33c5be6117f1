/**
 * Data step of migrations 0017, 0026 and 0034 (docs/staff-desk.md, "Search" and "Search however
 * typed"): rows written before them have no phone, last-name or name-term index (nor, for a
 * booking for two, the partner's name terms), so the desk's search would not find them. Each is
 * read (the column type decrypts), and only its index columns are written. Resumable: a row is
 * picked while its newest index is missing, in batches by id, so a run cut short continues where
 * it stopped on the next start. It runs with the other data steps after the migrations
 * (db/client.ts).
 */
import { and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { log } from '@/server/log';
import { updateReservationsInBatches } from '@/server/db/batches';
import { lastNameHash, nameTermHashes, phoneHash } from '@/server/privacy/blind-index';

const BATCH = 500;
const notAnonymised = isNull(reservations.anonymisedAt);

/** Fills missing search indexes; returns how many rows it looked at. */
export async function backfillSearchIndexes(db: Db, batch = BATCH): Promise<number> {
  // A name that folds to nothing gets an empty term list, so its row is not picked again.
  const own = await updateReservationsInBatches(
    db,
    and(isNull(reservations.nameTerms), notAnonymised)!,
    ({ personalData: person }) => ({
      phoneHash: phoneHash(person.phone),
      lastNameHash: lastNameHash(person.lastName),
      nameTerms: nameTermHashes(person.firstName, person.lastName),
    }),
    batch,
  );
  const partners = await updateReservationsInBatches(
    db,
    and(
      isNotNull(reservations.partnerEmailHash),
      isNull(reservations.partnerNameTerms),
      notAnonymised,
    )!,
    ({ partnerData: partner }) =>
      partner ? { partnerNameTerms: nameTermHashes(partner.firstName, partner.lastName) } : null,
    batch,
  );
  const seen = own + partners;
  if (seen > 0) log.info('desk-search-indexes-filled', { count: seen });
  return seen;
}
