/**
 * docs/identity-and-snapshot.md "must show": a booking stays true when content changes. Confirmed and pending
 * bookings are made through the real routes; then staff rename the location slug, the room
 * labels and the check-up slug and title, and change price, address and deposit. The slot
 * stays taken, and payment page data, create-intent, success data, email and .ics show what
 * was booked. PGlite, and PostgreSQL via test:postgres.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as confirmationRoute from '@/pages/api/booking/confirmation';
import * as createIntentRoute from '@/pages/api/payment/create-intent';
import * as fetchDataRoute from '@/pages/api/payment/fetch-data';
import * as createRoute from '@/pages/api/reservation/create';
import * as slotsRoute from '@/pages/api/timeslots/fetch-time-slots';
import { defaultDatasetPath, localSource, setContentSource } from '@/server/content/source';
import { reservations } from '@/server/db/schema';
import { bookingEmailData } from '@/server/notify/booking-data';
import { bookingConfirmationEmail } from '@/server/notify/emails';
import { confirmReservation } from '@/server/lifecycle';
import { snapshotOf } from '@/server/reservations/snapshot';
import { routeApis } from '@/test/api';
import { booker, clientIp, createBody, upcomingSlots } from '@/test/booking';
import { setupTestDb } from '@/test/db';

const t = setupTestDb();
const { create, fetchData, createIntent, confirmation, slots } = routeApis({
  create: [createRoute, '/api/reservation/create'],
  fetchData: [fetchDataRoute, '/api/payment/fetch-data'],
  createIntent: [createIntentRoute, '/api/payment/create-intent'],
  confirmation: [confirmationRoute, '/api/booking/confirmation'],
  slots: [slotsRoute, '/api/timeslots/fetch-time-slots'],
});
let dir: string;

const BOOKED = {
  checkupSlug: 'whole_body_scan_with_blood_test',
  locationSlug: 'zurich_bellevue',
  services: ['dxa'],
};
const RENAMED = { checkupSlug: 'full_checkup', locationSlug: 'zurich_see', services: ['dxa'] };

/** Staff edits in Studio, applied to a copy of the seed dataset. */
function edit(doc: Record<string, unknown>): Record<string, unknown> {
  if (doc._id === 'location.zurich_bellevue') {
    const rooms = doc.rooms as { key: string; label: string }[];
    return {
      ...doc,
      slug: { _type: 'slug', current: 'zurich_see' },
      title_en: 'Zurich Lakeside',
      title_de: 'Zürich am See',
      address_en: 'Seestrasse 1, 8002 Zurich',
      address_de: 'Seestrasse 1, 8002 Zürich',
      rooms: rooms.map((r, i) => ({ ...r, label: `Renamed room ${i}` })),
    };
  }
  if (doc._id === 'checkupPackage.whole_body_scan_with_blood_test')
    return {
      ...doc,
      slug: { _type: 'slug', current: 'full_checkup' },
      title_en: 'New Check-up Name',
      title_de: 'Neuer Check-up-Name',
      price: 3490,
    };
  if (doc._id === 'service.dxa') return { ...doc, price: 990, title_en: 'Bone scan (new)' };
  if (doc._id === 'siteSettings') return { ...doc, depositAmount: 500 };
  return doc;
}

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STAFF_WEBHOOK_URL;
  dir = await mkdtemp(path.join(os.tmpdir(), 'frozen-'));
  process.env.OUTBOX_DIR = dir;
});
afterAll(async () => {
  setContentSource(null);
  delete process.env.OUTBOX_DIR;
  await rm(dir, { recursive: true, force: true });
});

type Created = { reservation: { id: string; name: string }; error?: string };
type PageData = Record<string, unknown> & { items: unknown[]; options: unknown };
type Success = { booking: Record<string, unknown> & { ics: string | null } };

it('keeps the slot taken and every reader on the booked terms after content changes', async () => {
  const start = (await upcomingSlots(BOOKED)).find((s) => s.slice(11, 16) === '08:00')!;
  // Three rooms at Zurich: three bookings fill the slot.
  const people = [booker(), booker(), booker()];
  const made: Created[] = [];
  for (const person of people) {
    const res = await create.post<Created>(
      createBody({ ...BOOKED, timeSlotStart: start, personalData: person }),
      clientIp(),
    );
    expect(res.status).toBe(201);
    made.push(res.body);
  }
  const [confirmed, pending] = made.map((m) => m.reservation);
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, confirmed.id));
  expect(
    await confirmReservation(
      confirmed.id,
      {
        paidCents: 30_000,
        balanceDueCents: row.totalCents - 30_000,
        paymentIntentId: null,
        provider: 'none',
      },
      t.db,
    ),
  ).toMatchObject({ ok: true });

  const pageBefore = await fetchData.post<PageData>({
    reservationId: pending.id,
    email: people[1].email,
  });
  expect(pageBefore.status).toBe(200);
  expect(pageBefore.body).toMatchObject({
    checkupTitle: 'Ganzkörper-Check-up',
    locationName: 'Zürich Bellevue',
    total: 2490 + 250, // check-up + DEXA
    options: { deposit: { dueNow: 300 } },
  });
  const successBefore = await confirmation.post<Success>({
    id: confirmed.id,
    email: people[0].email,
  });
  expect(successBefore.status).toBe(200);
  const [paidRow] = await t.db.select().from(reservations).where(eq(reservations.id, confirmed.id));
  const emailBefore = bookingConfirmationEmail(
    bookingEmailData(paidRow, await snapshotOf(paidRow)),
  );

  // --- Staff edit content: slugs, room labels, titles, address, prices, deposit.
  const lines = (await readFile(defaultDatasetPath(), 'utf8')).split('\n').filter(Boolean);
  const edited = path.join(dir, 'edited.ndjson');
  await writeFile(edited, lines.map((l) => JSON.stringify(edit(JSON.parse(l)))).join('\n'));
  setContentSource(localSource(edited));

  // The slot stays taken under the new slugs (same location _id and room keys).
  const again = await create.post<Created>(
    createBody({ ...RENAMED, timeSlotStart: start, personalData: booker() }),
    clientIp(),
  );
  expect(again.status).toBe(409);
  expect(again.body).toEqual({ error: 'reserve-timeslot-error-already-booked' });
  const day = start.slice(0, 10);
  const offered = await slots.get<{ days: { slots: { start: string }[] }[] }>({
    ...RENAMED,
    services: 'dxa',
    startDate: day,
    endDate: day,
  });
  expect(offered.status).toBe(200);
  expect(offered.body.days.flatMap((d) => d.slots.map((s) => s.start))).not.toContain(start);
  // ...while today's prices apply to new bookings elsewhere: the content change is live.
  const other = (await upcomingSlots(RENAMED)).find((s) => s.slice(11, 16) === '11:00')!;
  const fresh = await create.post<Created>(
    createBody({ ...RENAMED, timeSlotStart: other, personalData: booker() }),
    clientIp(),
  );
  expect(fresh.status).toBe(201);
  const [freshRow] = await t.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, fresh.body.reservation.id));
  expect(freshRow.totalCents).toBe((3490 + 990) * 100);
  expect(freshRow.locationId).toBe(row.locationId);

  // Payment page data and the charged deposit: as booked.
  const pageAfter = await fetchData.post<PageData>({
    reservationId: pending.id,
    email: people[1].email,
  });
  expect(pageAfter.status).toBe(200);
  expect(pageAfter.body).toEqual(pageBefore.body);
  const intent = await createIntent.post<{ amount: number }>(
    { reservationId: pending.id, email: people[1].email, option: 'deposit' },
    clientIp(),
  );
  expect(intent.status).toBe(200);
  expect(intent.body.amount).toBe(300);

  // Success data with its .ics, and the confirmation email: original titles, address, amounts.
  const successAfter = await confirmation.post<Success>({
    id: confirmed.id,
    email: people[0].email,
  });
  const stampless = (b: Success) => ({
    ...b.booking,
    ics: b.booking.ics?.replace(/DTSTAMP:\d{8}T\d{6}Z/, 'DTSTAMP'),
  });
  expect(stampless(successAfter.body)).toEqual(stampless(successBefore.body));
  expect(successAfter.body.booking).toMatchObject({
    checkupTitle: 'Ganzkörper-Check-up',
    locationName: 'Zürich Bellevue',
    locationAddress: 'Theaterstrasse 12, 8001 Zürich, Schweiz',
    total: 2740,
  });
  expect(successAfter.body.booking.ics).toContain('Ganzkörper-Check-up');
  expect(successAfter.body.booking.ics).toContain('Theaterstrasse 12');
  const [rowAfter] = await t.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, confirmed.id));
  const emailAfter = bookingConfirmationEmail(
    bookingEmailData(rowAfter, await snapshotOf(rowAfter)),
  );
  expect(emailAfter.text).toBe(emailBefore.text);
  expect(emailAfter.text).toContain('Ganzkörper-Check-up');
  expect(emailAfter.text).toContain('Theaterstrasse 12');
  expect(emailAfter.text).not.toContain('Neuer Check-up-Name');
  expect(emailAfter.attachments?.[0]?.content).toContain('Theaterstrasse 12');
  expect(rowAfter.snapshot?.room.label).toBe('MRI ' + rowAfter.roomKey.split('-').pop());
});
