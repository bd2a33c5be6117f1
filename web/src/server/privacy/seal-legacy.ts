/**
 * Data step of migration 0007: rows written before encryption hold their person in plain
 * jsonb. Each is read (the column codec passes plain values through), written back sealed,
 * and given its email hashes. Only plain rows are picked, so running it again changes
 * nothing; it runs after the migrations on every start (db/client.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { log } from '@/server/log';
import { emailIndexColumns } from './columns';

const BATCH = 200;

/** A stored jsonb value that is neither sealed nor the anonymised marker. */
export const isPlainJsonb = (column: string) =>
  sql.raw(
    `(${column} is not null and not jsonb_exists(${column}, 'ct') and not jsonb_exists(${column}, 'anonymised'))`,
  );

/** Seals every plain row; returns how many rows it changed. */
export async function sealLegacyRows(db: Db): Promise<number> {
  let changed = 0;
  for (;;) {
    const rows = await db
      .select({
        id: reservations.id,
        personalData: reservations.personalData,
        partnerData: reservations.partnerData,
      })
      .from(reservations)
      .where(sql`${isPlainJsonb('personal_data')} or ${isPlainJsonb('partner_data')}`)
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .update(reservations)
        .set({
          personalData: row.personalData,
          partnerData: row.partnerData,
          ...emailIndexColumns(row.personalData, row.partnerData),
        })
        .where(eq(reservations.id, row.id));
    }
    changed += rows.length;
  }
  if (changed > 0) log.info('privacy-legacy-rows-sealed', { count: changed });
  return changed;
}
