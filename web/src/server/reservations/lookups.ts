/** Reading reservations: by id (server side), and by id + email for the booker and partner. */
import { DomainError } from '@/server/domain-error';
import { eq } from 'drizzle-orm';
import { getDb, type Conn, type Db } from '@/server/db/client';
import type { FetchUnpaidResponse } from '@/contracts/reservation-fetch-unpaid';
import { reservations, type Reservation } from '@/server/db/schema';
import { toZurichIso } from '@/server/availability';
import { centsToFrancs } from '@/server/pricing/money';
import { sameEmail } from '@/server/privacy/blind-index';
import { verifyToken } from '@/server/tokens';
import { effectiveStatus } from './status';
import {
  PARTNER_EMAIL_NOT_ALLOWED,
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
  UNPAID_ALREADY_CONFIRMED,
  UNPAID_CANCELLED,
  UNPAID_EMAIL_MISMATCH,
  UNPAID_EXPIRED,
  UNPAID_NOT_FOUND,
} from '@/contracts/error-ids';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reservation with this id, or null (also for ids that are not UUIDs). */
export async function getReservation(id: string, db?: Conn): Promise<Reservation | null> {
  if (!UUID_RE.test(id)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
}

export type UnpaidReservation = {
  id: string;
  name: string;
  /** The booker's email (the caller proved it, by the email or the payment token). */
  email: string;
  checkupSlug: string;
  locationSlug: string;
  services: string[];
  timeSlotStart: string;
  timeSlotEnd: string;
  isPartnerBooking: boolean;
  /** Set on a partner's own reservation: the partner booking it belongs to. */
  partnerOfReservationId: string | null;
  discountCode: string | null;
  language: 'en' | 'de';
  holdExpiresAt: string | null;
  amounts: { totalCents: number; paidCents: number; balanceDueCents: number };
};

/**
 * What proves a caller is the booker: the booker's email, or the signed payment token the
 * reservation step returned and the payment email carries (server/tokens).
 */
export type BookerProof = { email?: string | null; token?: string | null };

/** Unknown id and wrong proof answer alike: no oracle for which emails have reservations. */
const noMatch = () => new DomainError('booker-not-proven', UNPAID_EMAIL_MISMATCH);

/**
 * The reservation `id` when `proof` shows the caller is its booker; otherwise throws 404
 * `unpaid-email-does-not-match`, the same answer for an unknown id, a wrong email and a
 * wrong or expired token.
 */
export async function reservationForBooker(
  id: string,
  proof: BookerProof | string,
  deps: { db: Db; now: Date },
): Promise<Reservation> {
  const { email, token } = typeof proof === 'string' ? { email: proof, token: null } : proof;
  const row = await getReservation(id, deps.db);
  if (!row) throw noMatch();
  const bookerEmail = row.personalData.email;
  const byEmail = Boolean(email) && sameEmail(bookerEmail, email!);
  const byToken =
    !byEmail &&
    Boolean(token) &&
    verifyToken('payment', token!, { reservationId: row.id, email: bookerEmail }, deps.now);
  if (!byEmail && !byToken) throw noMatch();
  return row;
}

/** A booker's request: the reservation (`id`; `reservationId` on the payment page's) and the proof. */
export type BookerRequest = ({ id: string } | { reservationId: string }) & BookerProof;

/**
 * Who may call a booker's route (defineRoute's `authorize`): the booker of the reservation the
 * request names, by its proof (reservationForBooker: 404 unpaid-email-does-not-match otherwise).
 * The caller is the reservation.
 */
export async function provenBooker(request: BookerRequest): Promise<Reservation> {
  const id = 'id' in request ? request.id : request.reservationId;
  return reservationForBooker(id, request, { db: await getDb(), now: new Date() });
}

/**
 * A pending, unexpired reservation for the payment page; throws DomainError otherwise. The
 * answer names the booker's email (the caller proved it, by the email or the token from the
 * payment email) so that the page can continue as the booker.
 */
export async function fetchUnpaidReservation(
  id: string,
  proof: BookerProof | string,
  deps: { db: Db; now: Date },
): Promise<UnpaidReservation> {
  return unpaidReservation(await reservationForBooker(id, proof, deps), deps.now);
}

/** fetchUnpaidReservation of the reservation its booker has proven theirs. */
export function unpaidReservation(row: Reservation, now: Date): UnpaidReservation {
  const status = effectiveStatus(row, now);
  if (status === 'confirmed') throw new DomainError('already-confirmed', UNPAID_ALREADY_CONFIRMED);
  // The caller proved to be the booker: the link's state is theirs to know (docs/manage-booking.md).
  if (status === 'cancelled') throw new DomainError('not-payable', UNPAID_CANCELLED);
  if (status === 'expired') throw new DomainError('not-payable', UNPAID_EXPIRED);
  if (status !== 'pending') throw new DomainError('reservation-not-found', UNPAID_NOT_FOUND);
  return {
    id: row.id,
    name: row.name,
    email: row.personalData.email,
    checkupSlug: row.checkupSlug,
    locationSlug: row.locationSlug,
    services: row.services,
    timeSlotStart: toZurichIso(row.startsAt),
    timeSlotEnd: toZurichIso(row.endsAt),
    isPartnerBooking: row.isPartnerBooking,
    partnerOfReservationId: row.partnerOfReservationId,
    discountCode: row.discountCode,
    language: row.language,
    holdExpiresAt: row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    amounts: {
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      balanceDueCents: row.balanceDueCents,
    },
  };
}

/** POST /api/reservation/fetch-unpaid's answer, for the reservation's proven booker. */
export function fetchUnpaidAnswer(booker: Reservation): FetchUnpaidResponse {
  return { reservation: unpaidReservation(booker, new Date()) };
}

export type PartnerInvitation = {
  id: string;
  /** The check-up's _id: what the partner's own reservation must match. */
  checkupId: string;
  locationId: string;
  checkupSlug: string;
  locationSlug: string;
  timeSlotStart: string;
  partner: { firstName: string; lastName: string };
  /** Francs the booker paid for both check-ups, and francs still due at the clinic. */
  paidAmount: number;
  balanceDue: number;
};

/**
 * The confirmed partner booking that invited the partner with this email; throws DomainError
 * otherwise. Only the invited partner's email opens it.
 */
export async function fetchPartnerReservation(
  id: string,
  email: string,
  deps: { db: Db },
): Promise<PartnerInvitation> {
  const row = await getReservation(id, deps.db);
  // Only someone who already knows the booking's email learns more than "not found": an
  // unknown id and a stranger's email answer alike (no oracle for ids or emails).
  const isBooker = row !== null && sameEmail(row.personalData.email, email);
  const isPartner = row?.partnerData != null && sameEmail(row.partnerData.email, email);
  if (!row || row.status !== 'confirmed' || (!isBooker && !isPartner))
    throw new DomainError('reservation-not-found', PARTNER_NOT_FOUND);
  if (!row.isPartnerBooking || !row.partnerData)
    throw new DomainError('not-a-partner-booking', PARTNER_NOT_PARTNER_BOOKING);
  if (!isPartner) throw new DomainError('partner-not-invited', PARTNER_EMAIL_NOT_ALLOWED);
  return {
    id: row.id,
    checkupId: row.checkupId,
    locationId: row.locationId,
    checkupSlug: row.checkupSlug,
    locationSlug: row.locationSlug,
    timeSlotStart: toZurichIso(row.startsAt),
    partner: { firstName: row.partnerData.firstName, lastName: row.partnerData.lastName },
    paidAmount: centsToFrancs(row.paidCents),
    balanceDue: centsToFrancs(row.balanceDueCents),
  };
}
