/**
 * Writes back the person columns of every reservation matching `where`, in batches by id (each
 * row once per run): the column codec seals them under the current key on the way in, and the
 * email hashes are computed again. Used by key rotation and by the legacy-row data step.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { updateReservationsInBatches } from '@/server/db/batches';
import { personIndexColumns } from '@/server/db/sealed-columns';

/** Returns how many rows were written. */
export function rewritePersonColumns(db: Db, where: SQL): Promise<number> {
  return updateReservationsInBatches(db, where, (row) => ({
    personalData: row.personalData,
    partnerData: row.partnerData,
    ...personIndexColumns(row.personalData, row.partnerData),
  }));
}
