/**
 * Test data for bookings: the one builder of a stored booking (`buildBooking`, `bookingValues`),
 * valid upcoming slots (from the real engine) and the request bodies and personal data a client
 * sends.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  CreateReservationRequest,
  CreateReservationResponse,
} from '@/contracts/reservation-create';
import { computeAvailability, zurichDate } from '@/server/availability';
import { getCatalog, type Catalog } from '@/server/content';
import type { Conn } from '@/server/db/client';
import {
  NO_PERSON_DETAILS,
  reservations,
  type PartnerData,
  type PersonalData,
  type Reservation,
} from '@/server/db/schema';
import { personIndexColumns } from '@/server/db/sealed-columns';
import { resolveBooking } from '@/server/reservations/booking';
import { reservationName } from '@/server/reservations/names';
import { reconstructSnapshot } from '@/server/reservations/snapshot';
import { manageToken } from '@/server/tokens/manage';
import type { TestApi } from './api';
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

/**
 * A hold made through the create route (`create`, a started create-reservation API) from a
 * client address of its own, for a fresh booker unless `reservationData` names one; throws
 * unless the route answers 201. The reservation as answered, and the booker's email.
 */
export async function holdThroughApi(
  create: Pick<TestApi, 'post'>,
  reservationData: Partial<ReservationDataRequest> & { timeSlotStart: string },
): Promise<CreateReservationResponse['reservation'] & { email: string }> {
  const personalData = reservationData.personalData ?? booker();
  const res = await create.post<CreateReservationResponse>(
    createBody({ ...reservationData, personalData }),
    clientIp(),
  );
  if (res.status !== 201)
    throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { ...res.body.reservation, email: personalData.email };
}

/** A stored booker (the column's type): Anna Muster with an email of her own per call. */
export function bookingPerson(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    ...ANNA_MUSTER,
    email: `anna.${randomUUID().slice(0, 8)}@example.com`,
    phone: '+41 79 123 45 67',
    ...overrides,
  };
}

/** Minimal personal data of a stored booking, in `language`. */
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

/** Anna Muster with `phone` (where an SMS goes), in `language`: an SMS test's booker. */
export function smsPerson(
  phone: string | null,
  language: 'en' | 'de' = 'en',
  localization = `${language}-ch`,
): PersonalData {
  return {
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@example.com',
    ...NO_PERSON_DETAILS,
    phone,
    biologicalSex: 'female',
    language,
    localization,
  };
}

type NewReservation = typeof reservations.$inferInsert;

/** The default booker of a stored booking: Anna Muster, no phone or address (so no SMS). */
export const ANNA_BOOKED: PersonalData = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'Anna@Example.com',
  ...NO_PERSON_DETAILS,
  biologicalSex: 'female',
  language: 'en',
  localization: 'en-ch',
};

/**
 * What a test says about a booking: any column, and in the app's terms
 * - `person`, `partner`: the booker and the partner, sealed and blind-indexed as the app writes
 *   them (`personIndexColumns`); `language` and `locale` follow the person;
 * - `catalog`: location, check-up, services and room resolved in the content (by slug, the
 *   location's first room unless `roomKey`), the snapshot frozen from it as the app would have
 *   (`reconstructSnapshot`: today's prices when they add up to `totalCents`); without it the
 *   row names the seed's ids and a room of its own, and has no snapshot (as a booking made
 *   before snapshots: the app reconstructs one when it reads it);
 * - `minutes`: the appointment's length when `endsAt` is not given.
 */
export type BookingOverrides = Partial<NewReservation> & {
  person?: PersonalData;
  partner?: PartnerData | null;
  catalog?: Catalog;
  minutes?: number;
};

let built = 0;
const snapshots = new Map<string, ReturnType<typeof reconstructSnapshot>>();

/**
 * The insert values of one booking (for a test's own batch insert and the benchmarks' 100k
 * rows; `buildBooking` stores one). Defaults: a pending hold of 30 minutes on the whole-body
 * check-up with DXA (155 minutes, CHF 2,740) at Zürich Bellevue, at a start of its own in
 * January 2030, by Anna Muster (in English, no phone). A confirmed, cancelled or pending booking gets
 * its `confirmedAt`, `cancelledAt` or hold unless given; the amounts paid and due are the
 * database's defaults (nothing) unless given.
 */
export function bookingValues(overrides: BookingOverrides = {}): NewReservation {
  built += 1;
  const { person: personIn, partner: partnerIn, catalog, minutes, ...columns } = overrides;
  const status = columns.status ?? 'pending';
  // A start of its own per row: one booker may hold one start once (live-hold index).
  const startsAt =
    columns.startsAt ?? new Date(Date.UTC(2030, 0, 7 + Math.floor(built / 8), 7 + (built % 8), 0));
  const person = personIn ?? columns.personalData ?? ANNA_BOOKED;
  const partner = partnerIn !== undefined ? partnerIn : (columns.partnerData ?? null);
  const where = catalog ? inCatalog(catalog, columns) : withoutCatalog(columns);
  const totalCents = columns.totalCents ?? 274_000;
  const values: NewReservation = {
    id: randomUUID(),
    name: reservationName(where.locationSlug),
    status,
    ...where,
    startsAt,
    endsAt: new Date(startsAt.getTime() + (minutes ?? 155) * 60_000),
    personalData: person,
    partnerData: partner,
    isPartnerBooking: partner !== null,
    ...personIndexColumns(person, partner),
    language: person.language,
    locale: person.localization,
    totalCents,
    holdExpiresAt: status === 'pending' ? new Date(Date.now() + 30 * 60_000) : null,
    confirmedAt: status === 'confirmed' ? new Date() : null,
    cancelledAt: status === 'cancelled' ? new Date() : null,
    ...columns,
  };
  if (catalog && columns.snapshot === undefined) values.snapshot = frozenSnapshot(values, catalog);
  return values;
}

/** Stores one booking (`bookingValues`) and answers the row as the app reads it. */
export async function buildBooking(
  db: Conn,
  overrides: BookingOverrides = {},
): Promise<Reservation> {
  const [row] = await db.insert(reservations).values(bookingValues(overrides)).returning();
  return row;
}

/**
 * The screening tests' booking: a confirmed whole-body scan (DEXA included, 90 minutes) on the
 * hour 10 days ahead, by `person`; and the token of its manage link.
 */
export async function screeningBooking(
  db: Conn,
  person: PersonalData,
  overrides: BookingOverrides = {},
): Promise<{ row: Reservation; token: string }> {
  const startsAt = new Date(Math.ceil((Date.now() + 10 * 86_400_000) / 3_600_000) * 3_600_000);
  const row = await buildBooking(db, {
    status: 'confirmed',
    startsAt,
    minutes: 90,
    checkupSlug: 'whole_body_scan',
    services: [],
    person,
    ...overrides,
  });
  return {
    row,
    token: manageToken({ reservationId: row.id, email: person.email, end: row.endsAt }),
  };
}

/** The booking `id` as the database holds it now. */
export async function bookingRow(db: Conn, id: string): Promise<Reservation> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/**
 * A confirmed partner booking of the whole-body check-up for two, paid in full: its partner
 * Ben Beispiel (`partnerEmail`) may book his prepaid check-up with nothing due.
 */
export function buildPaidPartnerBooking(db: Conn, partnerEmail: string): Promise<Reservation> {
  return buildBooking(db, {
    status: 'confirmed',
    services: [],
    serviceIds: [],
    partner: { firstName: 'Ben', lastName: 'Beispiel', email: partnerEmail },
    totalCents: 448_000,
    paidCents: 448_000,
  });
}

type Where = Pick<
  NewReservation,
  | 'locationSlug'
  | 'locationId'
  | 'roomKey'
  | 'checkupSlug'
  | 'checkupId'
  | 'services'
  | 'serviceIds'
>;

/** The seed's ids by slug, and a room of the row's own: no two test rows share a room's time. */
function withoutCatalog(columns: Partial<NewReservation>): Where {
  const services = columns.services ?? ['dxa'];
  const locationSlug = columns.locationSlug ?? 'zurich_bellevue';
  const checkupSlug = columns.checkupSlug ?? 'whole_body_scan_with_blood_test';
  return {
    locationSlug,
    locationId: columns.locationId ?? `location.${locationSlug}`,
    roomKey: columns.roomKey ?? `room-${built}`,
    checkupSlug,
    checkupId: columns.checkupId ?? `checkupPackage.${checkupSlug}`,
    services,
    serviceIds: columns.serviceIds ?? services.map((slug) => `service.${slug}`),
  };
}

/** The content's ids by slug (the catalog's first check-up unless named), its first room. */
function inCatalog(catalog: Catalog, columns: Partial<NewReservation>): Where {
  const slug = columns.locationSlug ?? 'zurich_bellevue';
  const location = catalog.locations.find((l) => l.slug === slug);
  const pkg = columns.checkupSlug
    ? catalog.packages.find((p) => p.slug === columns.checkupSlug)
    : catalog.packages[0];
  if (!location || !pkg) throw new Error(`test booking: no ${slug} or ${columns.checkupSlug}`);
  const services = (columns.services ?? []).map((s) => {
    const service = catalog.services.find((x) => x.slug === s);
    if (!service) throw new Error(`test booking: no service ${s}`);
    return service;
  });
  return {
    locationSlug: location.slug,
    locationId: location.id,
    roomKey: columns.roomKey ?? location.rooms[0].key,
    checkupSlug: pkg.slug,
    checkupId: pkg.id,
    services: services.map((s) => s.slug),
    serviceIds: services.map((s) => s.id),
  };
}

/** The app's snapshot of the row; one per selection (pricing is slow for 100k rows). */
function frozenSnapshot(values: NewReservation, catalog: Catalog) {
  const key = [
    values.locationId,
    values.roomKey,
    values.checkupId,
    ...(values.serviceIds ?? []),
    values.totalCents,
    values.isPartnerBooking,
  ].join();
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    const row = {
      ...values,
      snapshot: null,
      isPartnerBooking: values.isPartnerBooking ?? false,
      partnerOfReservationId: values.partnerOfReservationId ?? null,
      createdAt: new Date(),
    } as Reservation;
    snapshot = reconstructSnapshot(row, catalog);
    snapshots.set(key, snapshot);
  }
  return snapshot;
}
