/**
 * The staff desk's roles, weakest first (docs/staff-desk.md "Roles"): the server's actor
 * (server/staff/actor.ts), the accounts contract and the team page read them. `clinical`
 * (radiographer, physician) may everything reception may plus the MRI safety questionnaire's
 * review (docs/screening.md "At the desk").
 */
export const STAFF_ROLES = ['viewer', 'reception', 'clinical', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
