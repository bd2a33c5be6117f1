/**
 * A refused discount code's catalogue ids (contracts/error-ids.ts; docs/spec.md §8): the visitor
 * hears why, not only that the code is invalid. Shared by the pricing code and the summary form.
 */
import {
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_OTHER_CHECKUP,
  DISCOUNT_CODE_UNKNOWN,
} from '@/contracts/error-ids';

export type DiscountCodeErrorId =
  | typeof DISCOUNT_CODE_INVALID
  | typeof DISCOUNT_CODE_UNKNOWN
  | typeof DISCOUNT_CODE_EXPIRED
  | typeof DISCOUNT_CODE_OTHER_CHECKUP;

const IDS: ReadonlySet<string> = new Set([
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_UNKNOWN,
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_OTHER_CHECKUP,
]);

/** Whether a catalogue id says the discount code was refused (shown at the code field). */
export function isDiscountCodeError(id: string): id is DiscountCodeErrorId {
  return IDS.has(id);
}

/** A code is compared and stored in upper case, whatever the visitor typed. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}
