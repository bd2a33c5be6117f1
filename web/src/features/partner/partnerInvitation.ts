/**
 * The partner's invitation link (docs/spec.md §2: /{locale}/check-up?reservationIdPartner=<id>&partner=true)
 * and what a verified invitation sets up: the prepaid check-up and the booker's location.
 */
import type { BookingAction } from '@/features/booking/state/reducer';
import type { FetchPartnerResponse } from '@/contracts/reservation-fetch-partner';
import { apiFetch } from '@/lib/fetcher';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The partner reservation id of an invitation link in the query, or null. */
export function invitationOf(query: Record<string, string | string[] | undefined>): string | null {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const id = first(query.reservationIdPartner)?.trim();
  return first(query.partner) === 'true' && id && UUID.test(id) ? id : null;
}

/**
 * The invitation as the route's contract states it (src/contracts/reservation-fetch-partner.ts);
 * the amounts are optional here so an invitation can be built without them (tests, fixtures).
 */
export type PartnerInvitation = Omit<
  FetchPartnerResponse['reservation'],
  'paidAmount' | 'balanceDue'
> &
  Partial<Pick<FetchPartnerResponse['reservation'], 'paidAmount' | 'balanceDue'>>;

export async function fetchPartner(id: string, email: string): Promise<PartnerInvitation> {
  // POST: the email goes in the body, never in a URL (server and proxy logs keep URLs).
  const body = await apiFetch<FetchPartnerResponse>('/api/reservation/fetch-partner', {
    method: 'POST',
    body: { id, email },
  });
  return body.reservation;
}

/** A fresh booking for the partner: their own slot, the check-up prepaid (isPartnerCurrentlyBooking). */
export function partnerBookingActions(
  invitation: PartnerInvitation,
  email: string,
): BookingAction[] {
  return [
    { type: 'reset' },
    {
      type: 'partnerVerified',
      reservationIdPartner: invitation.id,
      email,
      payment:
        typeof invitation.paidAmount === 'number' && typeof invitation.balanceDue === 'number'
          ? { paid: invitation.paidAmount, balanceDue: invitation.balanceDue }
          : null,
    },
    { type: 'selectCheckup', slug: invitation.checkupSlug },
    { type: 'selectLocation', slug: invitation.locationSlug },
    {
      type: 'setPersonalData',
      data: { firstName: invitation.partner.firstName, lastName: invitation.partner.lastName },
    },
  ];
}
