/**
 * Staff desk test data: a hand-made StaffActor (sign-in is another module's) and the desk's
 * bookings, built by the one booking builder (./booking.ts). Used by the desk's tests and
 * scripts/bench-staff.ts.
 */
import type { Catalog } from '@/server/content';
import type { StaffActor } from '@/server/staff/actor';
import { bookingPerson, bookingValues, type BookingOverrides } from './booking';

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

/**
 * The desk tests' booking (insert values; `buildBooking` for one stored row): `bookingValues` in
 * the content (`catalog`), by Anna Muster with an email of her own, an hour long, confirmed with CHF 300 paid of CHF 2,500 and the rest
 * due, unless the overrides say otherwise. Also the benchmarks' rows (scripts/bench-staff.ts).
 */
export function deskBooking(
  overrides: BookingOverrides & { catalog: Catalog; startsAt: Date },
): ReturnType<typeof bookingValues> {
  const status = overrides.status ?? 'confirmed';
  const totalCents = overrides.totalCents ?? 250_000;
  const paidCents = overrides.paidCents ?? (status === 'confirmed' ? 30_000 : 0);
  return bookingValues({
    person: overrides.personalData ?? bookingPerson(),
    minutes: 60,
    status,
    totalCents,
    paidCents,
    balanceDueCents: status === 'confirmed' ? totalCents - paidCents : 0,
    ...overrides,
  });
}
