/**
 * What a verified partner invitation sets up: the prepaid check-up and the booker's location
 * (the link itself is read by invitationLink.ts).
 */
import type { BookingAction } from '@/features/booking/state/reducer';
import type { FetchPartnerResponse } from '@/contracts/reservation-fetch-partner';
import { apiFetch } from '@/lib/fetcher';

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
