/**
 * Staff desk test data: a hand-made StaffActor (sign-in is another module's) and reservation
 * rows written straight to the table with the real column types, so personal data is sealed and
 * blind-indexed as the app writes it. Used by the desk's tests and scripts/bench-staff.ts.
 */
import type { Catalog } from '@/server/content';
import { reservations, type PersonalData, type Reservation } from '@/server/db/schema';
import { personIndexColumns } from '@/server/db/sealed-columns';
import { reservationName } from '@/server/reservations/names';
import { reconstructSnapshot } from '@/server/reservations/snapshot';
import type { StaffActor } from '@/server/staff/actor';
import { ANNA_MUSTER } from './people';

export function testActor(overrides: Partial<StaffActor> = {}): StaffActor {
  return {
    staffId: 'staff-test-1',
    email: 'desk@example.test',
    name: 'Desk Test',
    role: 'reception',
    locations: 'all',
    language: 'en',
    clientHash: 'client-test',
    ...overrides,
  };
}

export function testPerson(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    ...ANNA_MUSTER,
    email: `anna.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+41 79 123 45 67',
    ...overrides,
  };
}

export type DeskRowInput = {
  catalog: Catalog;
  locationSlug?: string;
  checkupSlug?: string;
  serviceSlugs?: string[];
  roomKey?: string;
  startsAt: Date;
  minutes?: number;
  status?: Reservation['status'];
  person?: PersonalData;
  totalCents?: number;
  paidCents?: number;
  balanceDueCents?: number;
  partnerOfReservationId?: string | null;
};

const snapshots = new Map<string, ReturnType<typeof reconstructSnapshot>>();

/** Insert values of one reservation (pass to db.insert(reservations).values). */
export function deskRowValues(input: DeskRowInput): typeof reservations.$inferInsert {
  const { catalog } = input;
  const location = catalog.locations.find(
    (l) => l.slug === (input.locationSlug ?? 'zurich_bellevue'),
  )!;
  const pkg = input.checkupSlug
    ? catalog.packages.find((p) => p.slug === input.checkupSlug)!
    : catalog.packages[0];
  const services = (input.serviceSlugs ?? []).map((slug) =>
    catalog.services.find((s) => s.slug === slug)!,
  );
  const person = input.person ?? testPerson();
  const status = input.status ?? 'confirmed';
  const endsAt = new Date(input.startsAt.getTime() + (input.minutes ?? 60) * 60_000);
  const totalCents = input.totalCents ?? 250_000;
  const paidCents = input.paidCents ?? (status === 'confirmed' ? 30_000 : 0);
  const base = {
    name: reservationName(location.slug),
    status,
    locationId: location.id,
    roomKey: input.roomKey ?? location.rooms[0].key,
    startsAt: input.startsAt,
    endsAt,
    checkupId: pkg.id,
    serviceIds: services.map((s) => s.id),
    locationSlug: location.slug,
    checkupSlug: pkg.slug,
    services: services.map((s) => s.slug),
  };
  // Pricing twice per row is slow for the benchmark's 100k rows: one snapshot per selection.
  const key = [
    base.locationId,
    base.roomKey,
    base.checkupId,
    ...base.serviceIds,
    totalCents,
  ].join();
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    const row = { ...base, snapshot: null, totalCents, createdAt: new Date() };
    snapshot = reconstructSnapshot(
      { ...row, isPartnerBooking: false, partnerOfReservationId: null } as unknown as Reservation,
      catalog,
    );
    snapshots.set(key, snapshot);
  }
  return {
    ...base,
    snapshot,
    personalData: person,
    ...personIndexColumns(person, null),
    partnerOfReservationId: input.partnerOfReservationId ?? null,
    language: person.language,
    locale: person.localization,
    totalCents,
    paidCents,
    balanceDueCents: input.balanceDueCents ?? (status === 'confirmed' ? totalCents - paidCents : 0),
    holdExpiresAt: status === 'pending' ? new Date(Date.now() + 30 * 60_000) : null,
    confirmedAt: status === 'confirmed' ? new Date() : null,
    cancelledAt: status === 'cancelled' ? new Date() : null,
  };
}
