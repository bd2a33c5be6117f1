/**
 * Whether a discount code document may be used for a booking right now. Pure: the caller
 * passes the time and how many reservations take a redemption of the code (confirmed ones
 * and live pending holds, ./redemptions.ts).
 */
import { DateTime } from 'luxon';
import type { DiscountCode } from '@/server/content/model';
import { ZONE } from '@/shared/zone';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type CodeRejection =
  'unknown' | 'inactive' | 'not-yet-valid' | 'expired' | 'not-applicable' | 'exhausted';

/** A date-only bound covers the whole day in Zurich; a full timestamp is taken as given. */
function bound(value: string, edge: 'start' | 'end'): DateTime | null {
  const dt = DATE_ONLY.test(value)
    ? DateTime.fromISO(value, { zone: ZONE })
    : DateTime.fromISO(value, { setZone: true });
  if (!dt.isValid) return null;
  if (!DATE_ONLY.test(value)) return dt;
  return edge === 'start' ? dt.startOf('day') : dt.endOf('day');
}

export function codeRejection(
  code: DiscountCode,
  ctx: { checkupSlug: string; now: Date; redemptions: number },
): CodeRejection | null {
  if (!code.active) return 'inactive';
  const now = DateTime.fromJSDate(ctx.now);
  if (code.validFrom) {
    const from = bound(code.validFrom, 'start');
    // An unreadable bound is treated as closed: better no discount than an unintended one.
    if (!from || now < from) return 'not-yet-valid';
  }
  if (code.validUntil) {
    const until = bound(code.validUntil, 'end');
    if (!until || now > until) return 'expired';
  }
  if (code.packages.length > 0 && !code.packages.includes(ctx.checkupSlug)) return 'not-applicable';
  if (code.maxRedemptions !== null && ctx.redemptions >= code.maxRedemptions) return 'exhausted';
  return null;
}
