/** The staff audit trail's actions (server/staff/audit.ts); shared with the desk's audit page. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'enrolled',
  'passkey-added',
  'passkey-removed',
  // docs/staff-desk.md "Sign-in": a second factor proved again, and what needs one.
  'second-factor-confirmed',
  'totp-secret-shown',
  'backup-codes-generated',
  'account-locked',
  'staff-invited',
  'staff-role-changed',
  'staff-disabled',
  // docs/staff-desk.md "Recovery": an admin's reset of a lost second factor, a re-enabled account.
  'staff-2fa-reset',
  'staff-enabled',
  'day-viewed',
  'search',
  'booking-viewed',
  'booking-moved',
  'booking-cancelled',
  'booking-arrived',
  'booking-no-show',
  'attendance-cleared',
  'payment-recorded',
  // docs/staff-desk.md "Payments": an open invoice marked paid.
  'invoice-paid',
  'payment-link-sent',
  'email-resent',
  'contact-edited',
  'note-added',
  'booking-created',
  'day-sheet-printed',
  'export-csv',
  'receipt-downloaded',
  'audit-viewed',
  // the desk's waitlist of a location (its entries' emails).
  'waitlist-viewed',
  // docs/webhooks.md: a webhook subscription added, changed, switched, rotated, tested, replayed.
  'webhook-changed',
  // docs/staff-desk.md "Blocks": a block made or lifted, a patient invited to choose a new time,
  // and the time the patient chose through that link (no staff member: the patient did it).
  'block-created',
  'block-lifted',
  'block-invite-sent',
  'block-rebooked-by-patient',
  // docs/staff-desk.md "Team": a member's locations changed.
  'staff-locations-changed',
  // docs/screening.md "At the desk": the questionnaire's answers opened, the review's decisions
  // (the entries carry the decision and reason, never an answer or the note's text).
  'screening-viewed',
  'screening-cleared',
  'screening-documents-requested',
  'screening-cannot-scan',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
