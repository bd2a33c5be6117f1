/**
 * The staff desk's roles, weakest first (docs/staff-desk.md): the server's actor
 * (server/staff/actor.ts), the accounts contract and the team page read them.
 */
export const STAFF_ROLES = ['viewer', 'reception', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
