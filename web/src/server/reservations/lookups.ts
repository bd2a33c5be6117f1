/** Reading reservations: by id (server side), and by id + email for the booker and partner. */
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db/client';
import { reservations, type Reservation } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { toZurichIso } from '@/server/availability';
import { sameEmail } from '@/server/privacy/blind-index';
import {
  PARTNER_EMAIL_NOT_ALLOWED,
  PARTNER_NOT_FOUND,
  PARTNER_NOT_PARTNER_BOOKING,
  UNPAID_ALREADY_CONFIRMED,
  UNPAID_EMAIL_MISMATCH,
  UNPAID_NOT_FOUND,
} from './errors';
import { effectiveStatus } from './status';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reservation with this id, or null (also for ids that are not UUIDs). */
export async function getReservation(id: string, db?: Db): Promise<Reservation | null> {
  if (!UUID_RE.test(id)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row ?? null;
}

export type UnpaidReservation = {
  id: string;
  name: string;
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

/** A pending, unexpired reservation for the payment page; throws ApiError otherwise. */
export async function fetchUnpaidReservation(
  id: string,
  email: string,
  deps: { db: Db; now: Date },
): Promise<UnpaidReservation> {
  const row = await getReservation(id, deps.db);
  if (!row) throw new ApiError(404, UNPAID_NOT_FOUND);
  if (!sameEmail(row.personalData.email, email)) throw new ApiError(403, UNPAID_EMAIL_MISMATCH);
  const status = effectiveStatus(row, deps.now);
  if (status === 'confirmed') throw new ApiError(409, UNPAID_ALREADY_CONFIRMED);
  if (status !== 'pending') throw new ApiError(404, UNPAID_NOT_FOUND);
  return {
    id: row.id,
    name: row.name,
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
 * The confirmed partner booking that invited the partner with this email; throws ApiError
 * otherwise. Only the invited partner's email opens it.
 */
export async function fetchPartnerReservation(
  id: string,
  email: string,
  deps: { db: Db },
): Promise<PartnerInvitation> {
  const row = await getReservation(id, deps.db);
  if (!row || row.status !== 'confirmed') throw new ApiError(404, PARTNER_NOT_FOUND);
  if (!row.isPartnerBooking || !row.partnerData)
    throw new ApiError(400, PARTNER_NOT_PARTNER_BOOKING);
  if (!sameEmail(row.partnerData.email, email)) throw new ApiError(403, PARTNER_EMAIL_NOT_ALLOWED);
  return {
    id: row.id,
    checkupId: row.checkupId,
    locationId: row.locationId,
    checkupSlug: row.checkupSlug,
    locationSlug: row.locationSlug,
    timeSlotStart: toZurichIso(row.startsAt),
    partner: { firstName: row.partnerData.firstName, lastName: row.partnerData.lastName },
    paidAmount: row.paidCents / 100,
    balanceDue: row.balanceDueCents / 100,
  };
}
