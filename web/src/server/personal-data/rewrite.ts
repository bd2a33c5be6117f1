/**
 * Writes back the person columns of every reservation matching `where`, in batches by id (each
 * row once per run): the column codec seals them under the current key on the way in, and the
 * email hashes are computed again. Used by key rotation and by the legacy-row data step.
 */
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { personIndexColumns } from '@/server/db/sealed-columns';

const BATCH = 200;

/** Returns how many rows were written. */
export async function rewritePersonColumns(db: Db, where: SQL): Promise<number> {
  let written = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: reservations.id,
        personalData: reservations.personalData,
        partnerData: reservations.partnerData,
      })
      .from(reservations)
      .where(and(gt(reservations.id, after), where))
      .orderBy(asc(reservations.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .update(reservations)
        .set({
          personalData: row.personalData,
          partnerData: row.partnerData,
          ...personIndexColumns(row.personalData, row.partnerData),
        })
        .where(eq(reservations.id, row.id));
    }
    written += rows.length;
    after = rows[rows.length - 1].id;
  }
  return written;
}
