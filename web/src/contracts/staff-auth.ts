/**
 * /api/staff/auth/* -> better-auth's sign-in endpoints (server/staff/auth, docs/staff-desk.md
 * "Sign-in"). The bodies are better-auth's (it validates them with its own zod schemas); the
 * desk's client uses these paths and answers. Errors are `{ error: 'staff-…' }`, better-auth's
 * code in kebab case.
 */
import { STAFF_STEP_UP_REQUIRED } from '@/contracts/error-ids';
export const STAFF_AUTH_PATHS = {
  /** POST { email } -> { status: true } (always: no account enumeration). */
  signInLink: '/api/staff/auth/sign-in/magic-link',
  /** GET ?token -> { twoFactorRedirect: true } and a second-factor challenge cookie. */
  verifyLink: '/api/staff/auth/magic-link/verify',
  /** POST { code } -> { token, user } and the session cookie. */
  verifyTotp: '/api/staff/auth/two-factor/verify-totp',
  /** POST { token } (the invite link's) -> { ok: true } and an enrolment session. */
  enrol: '/api/staff/auth/enrol',
  /** POST { method: 'totp' } -> { totpURI, backupCodes } during enrolment. */
  enableTotp: '/api/staff/auth/two-factor/enable',
  /** POST { code } (one of the backup codes shown at enrolment) -> the session cookie. */
  verifyBackupCode: '/api/staff/auth/two-factor/verify-backup-code',
  /**
   * POST { code } (TOTP or backup code) with a desk session -> { freshUntil }: a fresh second
   * factor for 5 minutes, which showing the TOTP secret, new backup codes and adding or removing
   * a passkey need (else 403 `staff-step-up-required`).
   */
  stepUp: '/api/staff/auth/step-up',
  /** POST {} with a fresh second factor -> { backupCodes }: new codes, the old ones void. */
  generateBackupCodes: '/api/staff/auth/two-factor/generate-backup-codes',
} as const;

export type StepUpResponse = { freshUntil: string };
export type BackupCodesResponse = { backupCodes: string[] };

export type VerifyLinkResponse = { twoFactorRedirect: true; twoFactorMethods: string[] };
export type EnableTotpResponse = { totpURI: string; backupCodes: string[] };

export const STAFF_AUTH_ERROR_IDS = [
  'staff-invalid-code',
  'staff-account-locked',
  'staff-account-disabled',
  'staff-sign-in-refused',
  'staff-enrolment-link-invalid',
  'staff-invalid-two-factor-cookie',
  'staff-too-many-attempts-request-new-code',
  STAFF_STEP_UP_REQUIRED,
  'staff-sign-in-link-invalid',
  'staff-invalid-backup-code',
] as const;
export type StaffAuthErrorId = (typeof STAFF_AUTH_ERROR_IDS)[number];
