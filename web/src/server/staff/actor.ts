/**
 * Who is acting at the staff desk (docs/staff-desk.md): a signed-in staff member with a role and
 * the locations assigned to them. Every desk module takes the actor; only ./session.ts makes one.
 */
import type { StaffRole } from '@/shared/staff-roles';

export type StaffActor = {
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Location document _ids the member may see; admins see all ('all'). */
  locations: readonly string[] | 'all';
  /** The desk's language, the member's choice. */
  language: 'en' | 'de';
  /** Keyed digest of the client (server/holds/client.ts): for the audit trail, never the address. */
  clientHash: string;
};

const RANK: Record<StaffRole, number> = { viewer: 0, reception: 1, clinical: 2, admin: 3 };

/** The actor's role is `min` or stronger. */
export function hasRole(actor: StaffActor, min: StaffRole): boolean {
  return RANK[actor.role] >= RANK[min];
}

/** The actor may see `locationId` (assigned, or an admin). */
export function seesLocation(actor: StaffActor, locationId: string): boolean {
  return actor.locations === 'all' || actor.locations.includes(locationId);
}
