/**
 * Key rotation: every sealed value not under the current key is opened (with the older key
 * from DATA_ENCRYPTION_KEYS) and sealed again with the current one, and its email hashes are
 * recomputed under the current key. Idempotent: a second run finds nothing to do. After it,
 * the old key can leave DATA_ENCRYPTION_KEYS.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import { keyring } from '@/server/privacy/keys';
import { rewritePersonColumns } from './rewrite';

export async function reencryptAll(db: Db): Promise<{ reencrypted: number }> {
  const kid = keyring().current.id;
  const stale = sql`((personal_data->>'kid') is distinct from ${kid} and jsonb_exists(personal_data, 'ct'))
    or ((partner_data->>'kid') is distinct from ${kid} and jsonb_exists(partner_data, 'ct'))`;
  const reencrypted = await rewritePersonColumns(db, stale);
  log.info('privacy-reencrypt', { reencrypted, keyId: kid });
  return { reencrypted };
}
