import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { reservations } from './schema';

const BATCH = 200;

type PersonColumns = Pick<typeof reservations.$inferSelect, 'personalData' | 'partnerData'>;

/**
 * Writes `valuesOf(row)` to every reservation `where` selects, read with its person columns
 * (decrypted) in batches by id, each row once per run; a null writes nothing: key rotation
 * (server/personal-data/rewrite.ts) and the desk's search-index data step
 * (server/staff/desk/backfill.ts). Returns how many rows were read.
 */
export async function updateReservationsInBatches(
  db: Db,
  where: SQL,
  valuesOf: (row: PersonColumns) => Partial<typeof reservations.$inferInsert> | null,
  batch = BATCH,
): Promise<number> {
  let seen = 0;
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
      .limit(batch);
    for (const row of rows) {
      const values = valuesOf(row);
      if (values) await db.update(reservations).set(values).where(eq(reservations.id, row.id));
    }
    seen += rows.length;
    if (rows.length < batch) return seen;
    after = rows[rows.length - 1].id;
  }
}
