/**
 * Data step of migration 0007: rows written before encryption hold their person in plain
 * jsonb. Each is read (the column codec passes plain values through), written back sealed,
 * and given its email hashes. Rows sealed but without their hashes (written by another data
 * step that did not know them) get them too. Only such rows are picked, so running it again
 * changes nothing; it runs after the migrations on every start (db/client.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import { rewritePersonColumns } from './rewrite';

/** A stored jsonb value that is neither sealed nor the anonymised marker. */
export const isPlainJsonb = (column: 'personal_data' | 'partner_data') =>
  sql.raw(
    `(${column} is not null and not jsonb_exists(${column}, 'ct') and not jsonb_exists(${column}, 'anonymised'))`,
  );

const needsWork = sql`(${isPlainJsonb('personal_data')} or ${isPlainJsonb('partner_data')}
  or (anonymised_at is null and email_hash is null)
  or (anonymised_at is null and partner_email_hash is null and partner_data is not null
      and not jsonb_exists(partner_data, 'anonymised')))`;

/** Seals and hashes every row that needs it; returns how many rows it wrote. */
export async function sealLegacyRows(db: Db): Promise<number> {
  const changed = await rewritePersonColumns(db, needsWork);
  if (changed > 0) log.info('privacy-legacy-rows-sealed', { count: changed });
  return changed;
}
