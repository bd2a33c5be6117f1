/**
 * The staff door's one table (docs/staff-desk.md "Sign-in", "The endpoint table"): every
 * endpoint better-auth's router has under /api/staff/auth/*, with what a request needs to reach
 * it. The route (pages/api/staff/auth/[...all].ts) refuses anything not listed here or listed as
 * closed, so an endpoint a library upgrade adds stays shut until it is placed; a test enumerates
 * the router at run time and fails on a path missing from this table.
 *
 * - `anonymous`: anyone (rate-limited).
 * - `pending`: a sign-in waiting for its second factor (the challenge cookie the emailed link
 *   gave) or an enrolment session (an account that has not set up its second factor); never a
 *   desk session.
 * - `session`: a live desk session (second factor done, enabled, not idle).
 * - `fresh`: a live desk session that proved a second factor within the last 5 minutes
 *   (STEP_UP_MINUTES; sign-in or POST /step-up).
 * - `closed`: the desk does not use it; answered 404.
 */
import type { AuditAction } from '@/shared/audit-actions';
import type { RateLimitBucket } from '@/server/http/rate-limits';

export type StaffAuthAccess = 'anonymous' | 'pending' | 'session' | 'fresh' | 'closed';

export type StaffAuthEndpoint = {
  method: 'GET' | 'POST';
  access: StaffAuthAccess;
  /** The query parameters it may carry; any other is refused (400). */
  query?: readonly string[];
  /** Rate-limit rows per client (server/http/rate-limits.ts); link requests add their own. */
  limits?: readonly RateLimitBucket[];
  /** Written after a successful answer, by the route (sign-in outcomes are the hooks'). */
  audit?: AuditAction;
};

/** A proved second factor lasts this long for the endpoints that need a fresh one. */
export const STEP_UP_MINUTES = 5;

const closed = (method: 'GET' | 'POST'): StaffAuthEndpoint => ({ method, access: 'closed' });

export const STAFF_AUTH_ENDPOINTS = {
  // The emailed link: request it, then trade it for a second-factor challenge.
  '/sign-in/magic-link': { method: 'POST', access: 'anonymous', limits: ['staff-link-client'] },
  '/magic-link/verify': {
    method: 'GET',
    access: 'anonymous',
    query: ['token'],
    limits: ['staff-link-verify'],
  },
  // Enrolment: the invite link, then the TOTP secret and its first code.
  '/enrol': { method: 'POST', access: 'anonymous', limits: ['staff-enrol'] },
  '/two-factor/enable': { method: 'POST', access: 'pending', limits: ['staff-enrol'] },
  // The second factor of a sign-in (or of enrolment).
  '/two-factor/verify-totp': { method: 'POST', access: 'pending', limits: ['staff-code-client'] },
  '/two-factor/verify-backup-code': {
    method: 'POST',
    access: 'pending',
    limits: ['staff-code-client'],
  },
  // A signed-in member proves the second factor again (docs/staff-desk.md "Step-up").
  '/step-up': { method: 'POST', access: 'session', limits: ['staff-code-client'] },
  '/two-factor/get-totp-uri': { method: 'POST', access: 'fresh', audit: 'totp-secret-shown' },
  '/two-factor/generate-backup-codes': {
    method: 'POST',
    access: 'fresh',
    audit: 'backup-codes-generated',
  },
  // Passkeys: sign-in alone, management with a fresh second factor.
  '/passkey/generate-authenticate-options': {
    method: 'GET',
    access: 'anonymous',
    limits: ['staff-passkey'],
  },
  '/passkey/verify-authentication': {
    method: 'POST',
    access: 'anonymous',
    limits: ['staff-passkey'],
  },
  '/passkey/generate-register-options': {
    method: 'GET',
    access: 'fresh',
    query: ['authenticatorAttachment', 'name'],
  },
  '/passkey/verify-registration': { method: 'POST', access: 'fresh', audit: 'passkey-added' },
  '/passkey/list-user-passkeys': { method: 'GET', access: 'session' },
  '/passkey/delete-passkey': { method: 'POST', access: 'fresh', audit: 'passkey-removed' },
  '/passkey/update-passkey': closed('POST'),
  // Sessions are the desk's own routes (/api/staff/me, /api/staff/sign-out): no session token
  // in JSON for page scripts, no list of sessions, no renames outside the team page.
  '/get-session': closed('GET'),
  '/list-sessions': closed('GET'),
  '/revoke-session': closed('POST'),
  '/revoke-sessions': closed('POST'),
  '/revoke-other-sessions': closed('POST'),
  '/update-session': closed('POST'),
  '/sign-out': closed('POST'),
  '/update-user': closed('POST'),
  '/delete-user': closed('POST'),
  '/delete-user/callback': closed('GET'),
  '/change-email': closed('POST'),
  // No passwords, no social or email sign-up, no email verification: the desk has none.
  '/sign-up/email': closed('POST'),
  '/sign-in/email': closed('POST'),
  '/sign-in/social': closed('POST'),
  '/callback/:id': closed('GET'),
  '/request-password-reset': closed('POST'),
  '/reset-password/:token': closed('GET'),
  '/reset-password': closed('POST'),
  '/verify-password': closed('POST'),
  '/change-password': closed('POST'),
  '/send-verification-email': closed('POST'),
  '/verify-email': closed('GET'),
  '/list-accounts': closed('GET'),
  '/link-social': closed('POST'),
  '/unlink-account': closed('POST'),
  '/get-access-token': closed('POST'),
  '/refresh-token': closed('POST'),
  '/account-info': closed('GET'),
  // Second factor off or by email: an admin resets it instead (docs/staff-desk.md "Recovery").
  '/two-factor/disable': closed('POST'),
  '/two-factor/send-otp': closed('POST'),
  '/two-factor/verify-otp': closed('POST'),
  '/ok': closed('GET'),
  '/error': closed('GET'),
} as const satisfies Record<string, StaffAuthEndpoint>;

export type StaffAuthPath = keyof typeof STAFF_AUTH_ENDPOINTS;

/** The table's row for a path under the base path (query stripped), or null. */
export function staffAuthEndpoint(path: string): StaffAuthEndpoint | null {
  return Object.hasOwn(STAFF_AUTH_ENDPOINTS, path)
    ? STAFF_AUTH_ENDPOINTS[path as StaffAuthPath]
    : null;
}
