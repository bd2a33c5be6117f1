/** Test data for bookings: valid upcoming slots (from the real engine) and personal data. */
import type { CreateReservationRequest } from '@/contracts/reservation-create';
import { computeAvailability, zurichDate } from '@/server/availability';
import { getCatalog } from '@/server/content';
import { NO_PERSON_DETAILS, type PersonalData } from '@/server/db/schema';
import { resolveBooking } from '@/server/reservations/booking';
import { ANNA_MUSTER } from './people';

/**
 * Upcoming bookable slot starts (ISO, Zurich offset) for this selection, ignoring the
 * database: every slot of the next `days` days after `now` (default: the wall clock), earliest
 * first. By default only slots whose free-cancellation period is still open (booking one inside
 * it needs the booker's acceptance); `window: 'inside'` gives only those inside it, `'any'` all
 * bookable slots (what the slot list and "next free" offer).
 */
export async function upcomingSlots(
  sel: { locationSlug: string; checkupSlug: string; services?: string[] },
  days = 30,
  {
    window = 'outside',
    now = new Date(),
  }: { window?: 'outside' | 'inside' | 'any'; now?: Date } = {},
): Promise<string[]> {
  const catalog = await getCatalog();
  const resolved = resolveBooking(catalog, { ...sel, services: sel.services ?? [] });
  if (!resolved.ok) throw new Error(`test selection invalid: ${resolved.problem}`);
  const availability = computeAvailability({
    location: resolved.booking.location!,
    busy: [],
    durationMinutes: resolved.booking.totalDuration,
    startDate: zurichDate(now),
    endDate: zurichDate(now.getTime() + days * 86_400_000),
    now,
  });
  const windowStart = now.getTime() + catalog.settings.freeCancellationUntilHours * 3_600_000;
  return availability
    .flatMap((d) => d.slots.map((s) => s.start))
    .filter((start) => {
      if (window === 'any') return true;
      return new Date(start).getTime() <= windowStart + 60_000 === (window === 'inside');
    });
}

/**
 * Upcoming slots handed out one per call (`take`), each once, so that tests never share a room's
 * time: `fill` them before the tests with the slots of a selection that start at `times`
 * (Zurich, default 08:00, 11:00 and 14:00: hours apart). `take` throws once they run out.
 */
export function slotSupply() {
  let slots: string[] = [];
  let next = 0;
  return {
    async fill(
      sel: Parameters<typeof upcomingSlots>[0],
      times: string[] = ['08:00', '11:00', '14:00'],
    ): Promise<void> {
      slots = (await upcomingSlots(sel)).filter((s) => times.includes(s.slice(11, 16)));
      next = 0;
    },
    take(): string {
      const s = slots[next++];
      if (!s) throw new Error('test ran out of slots');
      return s;
    },
  };
}

/** The create-reservation request's `reservationData`, as the client sends it (zod input type). */
export type ReservationDataRequest = CreateReservationRequest['reservationData'];
/** A booker's personal data as the client sends it (zod input type). */
export type PersonalDataRequest = ReservationDataRequest['personalData'];

/**
 * The explicit escape for a request body outside the contract's types, sent on purpose: wrong
 * types or missing fields the schema must refuse (a 400), or unknown fields the server must
 * ignore. Typed `unknown`, so that no builder's types vouch for it.
 */
export function invalidBody(body: unknown): unknown {
  return body;
}

let counter = 0;

/** A booker's personal data as the client sends it; unique email per call. */
export function booker(overrides: Partial<PersonalDataRequest> = {}): PersonalDataRequest {
  counter += 1;
  return {
    ...ANNA_MUSTER,
    email: `anna.${counter}.${Date.now()}@example.com`,
    phone: '+41791234567',
    ...overrides,
  };
}

/** A create-reservation request body; `reservationData` overrides the defaults field by field. */
export function createBody(
  reservationData: Partial<ReservationDataRequest> & { timeSlotStart: string },
  url = 'https://example.test/de-ch/summary',
): CreateReservationRequest & { reservationData: ReservationDataRequest } {
  return {
    reservationData: {
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'zurich_bellevue',
      services: [],
      paymentId: `whole_body_scan_with_blood_test-${Date.now()}`,
      personalData: booker(),
      discountCode: null,
      reservationIdPartner: null,
      personalDataPartner: null,
      ...reservationData,
    },
    url,
  };
}

/** A distinct client address per call, so rate limits do not mix test cases. */
let ip = 0;
export function clientIp(): Record<string, string> {
  ip += 1;
  return { 'x-forwarded-for': `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}` };
}

/** Minimal personal data of a row written straight into the database. */
export function storedPerson(language: 'en' | 'de' = 'en'): PersonalData {
  return {
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    ...NO_PERSON_DETAILS,
    biologicalSex: 'male',
    language,
    localization: `${language}-ch`,
  };
}
