/**
 * Deterministic job ids: the same booking event always gives the same id, and pg-boss inserts
 * a job with ON CONFLICT DO NOTHING, so a second send of one event is refused by the database
 * (a repeated singletonKey does not deduplicate on a standard queue; an id does).
 */
import { createHash } from 'node:crypto';

const NAMESPACE = 'checkup-booking-jobs:v1';

/** A UUID (version 8, "custom") from the SHA-256 of a deduplication key. */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(`${NAMESPACE}\n${key}`).digest('hex').slice(0, 32);
  const bytes = hex.split('');
  bytes[12] = '8'; // version 8
  bytes[16] = ((parseInt(bytes[16], 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const h = bytes.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
