/**
 * The desk's idle rules the page and the server share (docs/staff-desk.md "Idle desks"). The
 * server's own rule is STAFF_SESSION.idleMinutes (server/staff/auth/policy.ts); a test keeps the
 * two equal (src/test/routes/staff-idle.test.ts).
 */

/** An open desk with no input for this long locks itself, and its session ends. */
export const DESK_IDLE_MINUTES = 30;

/** While a person uses the page, it tells the server at most this often (POST /api/staff/activity). */
export const DESK_ACTIVITY_EVERY_MS = 60_000;
