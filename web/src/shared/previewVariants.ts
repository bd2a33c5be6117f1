/**
 * The versions of an email, and of the receipt, that say different things (docs/preview.md
 * "Variants"), the first the one shown by default: the email preview lists each, and its sample
 * booking gets the facts that make the email say it (server/preview/sampleEmail.ts).
 */
import type { EmailKind } from '@/server/notify/email-job';

export const EMAIL_VARIANTS = {
  'booking-confirmation': ['deposit-paid', 'paid-in-full'],
  'partner-invitation': ['balance-due', 'paid-in-full'],
  reminder: ['balance-due', 'paid-in-full'],
  cancelled: ['refunded', 'deposit-kept', 'nothing-paid'],
  'partner-cancelled': ['partner-stays', 'invitation-withdrawn'],
} as const satisfies Partial<Record<EmailKind, readonly string[]>>;
export type EmailVariant = (typeof EMAIL_VARIANTS)[keyof typeof EMAIL_VARIANTS][number];

/**
 * The staff's messages (docs/preview.md "Staff emails"): the desk's sign-in emails and the staff
 * channel's message (every event of it at once, so each of its texts shows).
 */
export const STAFF_PREVIEW_KINDS = [
  'staff-enrol',
  'staff-reset',
  'staff-sign-in',
  'staff-channel',
] as const;
export type StaffPreviewKind = (typeof STAFF_PREVIEW_KINDS)[number];

/** An enrolment email per role: each says its role, and its locations (all, some or none). */
export const STAFF_VARIANTS = {
  'staff-enrol': ['staff-reception', 'staff-admin', 'staff-clinical', 'staff-viewer'],
  'staff-reset': ['staff-reception', 'staff-admin', 'staff-clinical', 'staff-viewer'],
} as const satisfies Partial<Record<StaffPreviewKind, readonly string[]>>;
export type StaffVariant = (typeof STAFF_VARIANTS)[keyof typeof STAFF_VARIANTS][number];

/** A confirmed booking's statement, and a cancelled one's. */
export const RECEIPT_VARIANTS = ['statement', 'cancellation'] as const;
export type ReceiptVariant = (typeof RECEIPT_VARIANTS)[number];

/** The variants of a preview kind (an email kind, or `receipt`); none for one that always says the same. */
export function variantsOf(
  kind: string,
): readonly (EmailVariant | ReceiptVariant | StaffVariant)[] {
  if (kind === 'receipt') return RECEIPT_VARIANTS;
  return (
    (EMAIL_VARIANTS as Partial<Record<string, readonly EmailVariant[]>>)[kind] ??
    (STAFF_VARIANTS as Partial<Record<string, readonly StaffVariant[]>>)[kind] ??
    []
  );
}
