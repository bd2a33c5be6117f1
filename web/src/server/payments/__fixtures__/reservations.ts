/** Test reservations written straight into the database, for the payment tests. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { NO_PERSON_DETAILS, reservations, type Reservation } from '@/server/db/schema';
import { emailHash } from '@/server/privacy/blind-index';

let counter = 0;

export async function insertReservation(
  db: Db,
  overrides: Partial<typeof reservations.$inferInsert> = {},
): Promise<Reservation> {
  counter++;
  // A start of its own per row: one booker may hold one start once (live-hold index).
  const start =
    overrides.startsAt ??
    new Date(Date.UTC(2030, 0, 7 + Math.floor(counter / 8), 7 + (counter % 8), 0));
  const [row] = await db
    .insert(reservations)
    .values({
      id: randomUUID(),
      name: `ZUR-TEST-${String(counter).padStart(2, '0')}${randomUUID().slice(0, 4).toUpperCase()}`,
      status: 'pending',
      locationSlug: 'zurich_bellevue',
      locationId: 'location.zurich_bellevue',
      roomKey: `room-${counter}`,
      startsAt: start,
      endsAt: new Date(start.getTime() + 155 * 60_000),
      checkupSlug: 'whole_body_scan_with_blood_test',
      checkupId: 'checkupPackage.whole_body_scan_with_blood_test',
      services: ['dxa'],
      serviceIds: ['service.dxa'],
      personalData: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'Anna@Example.com',
        ...NO_PERSON_DETAILS,
        biologicalSex: 'female',
        language: 'en',
        localization: 'en-ch',
      },
      emailHash: emailHash('anna@example.com'),
      language: 'en',
      locale: 'en-ch',
      totalCents: 274000,
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
      ...overrides,
    })
    .returning();
  return row;
}

/** The reservation `id` as the database holds it now. */
export async function reservationRow(db: Db, id: string): Promise<Reservation> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/**
 * A confirmed partner booking of the whole-body check-up for two, paid in full: its partner
 * Ben Beispiel (`partnerEmail`) may book his prepaid check-up with nothing due.
 */
export function insertPaidPartnerBooking(db: Db, partnerEmail: string): Promise<Reservation> {
  return insertReservation(db, {
    status: 'confirmed',
    holdExpiresAt: null,
    isPartnerBooking: true,
    checkupSlug: 'whole_body_scan_with_blood_test',
    services: [],
    partnerData: { firstName: 'Ben', lastName: 'Beispiel', email: partnerEmail },
    totalCents: 448000,
    paidCents: 448000,
  });
}
