/**
 * Whether the address is a partner's invitation link (docs/spec.md §2:
 * /{locale}/check-up?reservationIdPartner=<id>&partner=true). Its own module: the check-up page
 * asks this of every visit, and the rest of the invitation (partnerInvitation.ts) loads only
 * with the gate.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The partner reservation id of an invitation link in the query, or null. */
export function invitationOf(query: Record<string, string | string[] | undefined>): string | null {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const id = first(query.reservationIdPartner)?.trim();
  return first(query.partner) === 'true' && id && UUID.test(id) ? id : null;
}
