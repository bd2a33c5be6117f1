/**
 * Key rotation: every sealed value not under the current key is opened (with the older key
 * from DATA_ENCRYPTION_KEYS) and sealed again with the current one, and its email hashes are
 * recomputed under the current key. Idempotent: a second run finds nothing to do. After it,
 * the old key can leave DATA_ENCRYPTION_KEYS.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { log } from '@/server/log';
import { emailIndexColumns } from './columns';
import { keyring } from './keys';

const BATCH = 200;

export async function reencryptAll(db: Db): Promise<{ reencrypted: number }> {
  const kid = keyring().current.id;
  const stale = sql`((personal_data->>'kid') is distinct from ${kid} and jsonb_exists(personal_data, 'ct'))
    or ((partner_data->>'kid') is distinct from ${kid} and jsonb_exists(partner_data, 'ct'))`;
  let reencrypted = 0;
  let after = '00000000-0000-0000-0000-000000000000'; // by id: each row once per run
  for (;;) {
    const rows = await db
      .select({
        id: reservations.id,
        personalData: reservations.personalData,
        partnerData: reservations.partnerData,
      })
      .from(reservations)
      .where(and(gt(reservations.id, after), stale))
      .orderBy(asc(reservations.id))
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
    reencrypted += rows.length;
    after = rows[rows.length - 1].id;
  }
  log.info('privacy-reencrypt', { reencrypted, keyId: kid });
  return { reencrypted };
}
