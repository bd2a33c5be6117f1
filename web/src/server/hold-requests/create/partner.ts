/**
 * Create step 2, partner: a booking either invites a partner (their name and email) or is
 * the invited partner's own (the id of the booking that invited them), never both; the
 * partner's email differs from the booker's; the invited partner takes the check-up that was
 * paid with the invitation.
 */
import { DomainError } from '@/server/domain-error';
import type { CheckupPackage } from '@/server/content';
import type { PartnerInvitation } from '@/server/reservations/lookups';
import type { ReservationData } from '@/shared/reservation-input';
import { PARTNER_EMAIL_NOT_ALLOWED, RESERVE_OTHER } from '@/contracts/error-ids';
import { isSameEmail } from '@/shared/person';

export type PartnerRole = {
  /** The booker's email, lower case. */
  email: string;
  /** The partner this booking invites, or null. */
  partner: NonNullable<ReservationData['personalDataPartner']> | null;
  /** The booking whose invited partner this one is, or null. */
  partnerOf: string | null;
};

/** The invitation behind `partnerOf` (lookups.ts: confirmed, a partner booking, this email). */
export type FindInvitation = (
  id: string,
  email: string,
) => Promise<Pick<PartnerInvitation, 'checkupId'>>;

/** Throws DomainError selection-invalid (or the invitation lookup's id). */
export async function checkPartner(
  data: ReservationData,
  pkg: Pick<CheckupPackage, 'id'>,
  findInvitation: FindInvitation,
): Promise<PartnerRole> {
  const email = data.personalData.email.toLowerCase();
  const partner = data.personalDataPartner ?? null;
  const partnerOf = data.reservationIdPartner ?? null;
  if (partner && partnerOf) throw new DomainError('selection-invalid', RESERVE_OTHER);
  if (partner && isSameEmail(partner.email, email))
    throw new DomainError('selection-invalid', PARTNER_EMAIL_NOT_ALLOWED);
  if (partnerOf) {
    const invitation = await findInvitation(partnerOf, email);
    // The check-up was paid with the partner booking: the partner takes the same one.
    if (invitation.checkupId !== pkg.id) throw new DomainError('selection-invalid', RESERVE_OTHER);
  }
  return { email, partner, partnerOf };
}
