/**
 * The signed-in staff member of a request, or null. Implemented by the staff sign-in
 * (docs/staff-desk.md, "Sign-in"): reads the session cookie, checks idle and absolute expiry
 * and that the account is enabled, and loads role and locations.
 */
import type { NextApiRequest } from 'next';
import type { StaffActor } from './actor';

export async function staffActorOf(_req: NextApiRequest): Promise<StaffActor | null> {
  return null; // until the sign-in lands: every staff route answers 401
}
