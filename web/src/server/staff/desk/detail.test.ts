/** The desk's booking detail against the embedded database (or PostgreSQL with DATABASE_URL). */
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import {
  clinicPayments,
  refunds,
  reservations,
  sentMessages,
  staffAudit,
  staffNotes,
} from '@/server/db/schema';
import { enqueueNow } from '@/server/jobs/enqueue';
import { jobIdFor } from '@/server/jobs/ids';
import { bookingPerson } from '@/test/booking';
import { deskBooking, testActor } from '@/test/desk';
import { setupTestDb } from '@/test/db';
import { recordAudit } from '../audit';
import { ageOn, bookingDetail, bookingLocation } from './detail';

const t = setupTestDb({ worker: false });

it('computes the age on the appointment day', () => {
  expect(ageOn('1980-05-17', '2031-05-16')).toBe(50);
  expect(ageOn('1980-05-17', '2031-05-17')).toBe(51);
  expect(ageOn(null, '2031-05-17')).toBeNull();
});

it('shows person, services, price, payments, refunds, emails, notes, partner and history', async () => {
  const catalog = await getCatalog();
  const start = new Date('2031-05-16T09:00:00+02:00');
  const person = bookingPerson({ firstName: 'Zoë', lastName: 'Müller', birthDate: '1980-05-17' });
  const [row] = await t.db
    .insert(reservations)
    .values({
      ...deskBooking({ catalog, startsAt: start, services: ['dxa'], person }),
      isPartnerBooking: true,
      partnerData: { firstName: 'Max', lastName: 'Müller', email: 'max@example.com' },
      paymentProvider: 'dev',
    })
    .returning();
  const [partner] = await t.db
    .insert(reservations)
    .values(
      deskBooking({
        catalog,
        startsAt: start,
        roomKey: catalog.locations.find((l) => l.id === row.locationId)!.rooms[1].key,
        person: bookingPerson({ firstName: 'Max', lastName: 'Müller' }),
        partnerOfReservationId: row.id,
      }),
    )
    .returning();
  const actor = testActor({ language: 'en' });
  await t.db.insert(clinicPayments).values({
    reservationId: row.id,
    staffId: actor.staffId,
    method: 'card-terminal',
    amountCents: 50_000,
    reason: 'at the desk',
  });
  await t.db.insert(refunds).values({
    reservationId: row.id,
    paymentIntentId: 'pi_1',
    provider: 'dev',
    amountCents: 1000,
    keptCents: 0,
  });
  await t.db.insert(staffNotes).values({
    reservationId: row.id,
    staffId: actor.staffId,
    body: { text: 'Needs a wheelchair' },
  });
  await recordAudit(t.db, actor, {
    action: 'note-added',
    reservationId: row.id,
    locationId: row.locationId,
  });
  const key = `email:booking-confirmation:${row.id}`;
  await enqueueNow(t.db, {
    queue: 'email',
    key,
    data: { kind: 'booking-confirmation', reservationId: row.id },
  });
  await t.db
    .insert(sentMessages)
    .values({ jobId: jobIdFor(key), claimedAt: new Date(), sentAt: new Date() });

  expect(await bookingLocation(t.db, row.id)).toBe(row.locationId);
  const detail = (await bookingDetail(actor, row.id, {
    db: t.db,
    catalog,
    jobsSchema: t.handle.jobsSchema,
  }))!;

  expect(detail.person).toMatchObject({
    firstName: 'Zoë',
    lastName: 'Müller',
    email: person.email,
    phone: person.phone,
    city: person.city,
    age: 50,
  });
  expect(detail.partnerPerson).toEqual({
    firstName: 'Max',
    lastName: 'Müller',
    email: 'max@example.com',
  });
  expect(detail.booking).toMatchObject({
    id: row.id,
    reference: row.name,
    date: '2031-05-16',
    status: 'confirmed',
    rescheduleCount: 0,
    anonymised: false,
  });
  expect(detail.services).toEqual([
    { label: catalog.services.find((s) => s.slug === 'dxa')!.title_en },
  ]);
  const pkg = catalog.packages.find((p) => p.id === row.checkupId)!;
  expect(detail.preparation).toBe(pkg.preparation_en || null);
  expect(detail.price.totalCents).toBe(row.totalCents);
  expect(detail.payments).toMatchObject({
    online: { paidCents: row.paidCents, provider: 'dev' },
    paidCents: row.paidCents + 50_000,
    dueCents: row.balanceDueCents - 50_000,
  });
  expect(detail.payments.clinic).toMatchObject([
    { method: 'card-terminal', amountCents: 50_000, reason: 'at the desk' },
  ]);
  expect(detail.payments.refunds).toMatchObject([{ amountCents: 1000, status: 'requested' }]);
  // The desk's row (day, week, search) carries the refund beside what was paid.
  expect(detail.booking.refundedCents).toBe(1000);
  expect(detail.emails).toMatchObject([{ kind: 'booking-confirmation' }]);
  expect(detail.emails[0].sentAt).not.toBeNull();
  expect(detail.notes).toMatchObject([{ text: 'Needs a wheelchair', staffId: actor.staffId }]);
  expect(detail.partner).toEqual({
    id: partner.id,
    reference: partner.name,
    name: 'Max Müller',
    status: 'confirmed',
  });
  expect(detail.booking.partnerReservationId).toBe(partner.id);
  expect(detail.history.map((h) => h.action)).toEqual(['note-added']);

  const viewed = await t.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, 'booking-viewed'));
  expect(viewed).toMatchObject([
    { reservationId: row.id, staffId: actor.staffId, locationId: row.locationId },
  ]);
  expect(JSON.stringify(viewed)).not.toMatch(/Müller|example\.com/);

  // The partner's row points back at the booker's.
  const back = (await bookingDetail(actor, partner.id, { db: t.db, catalog }))!;
  expect(back.partner?.id).toBe(row.id);
  expect(back.emails).toEqual([]);
  expect(
    await bookingDetail(actor, '00000000-0000-4000-8000-000000000000', { db: t.db, catalog }),
  ).toBeNull();
});
