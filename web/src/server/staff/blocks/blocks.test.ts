/**
 * Desk blocks through their routes (docs/staff-desk.md "Blocks"), on a fresh database (PGlite,
 * or PostgreSQL with npm run test:postgres), the seed content open every day, the dev payment
 * provider and the job queue: who may block where, the bookings a block hits, the visitor's slot
 * list losing the blocked time at once (the slot cache too), the three actions per booking
 * (move to the proposal, the choose-a-new-time link, cancel with everything given back) and the
 * link's one use.
 */
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { zurichDatePlus } from '@/server/availability/zone';
import { deskBlockRebookings, refunds, reservations, staffAudit } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import type { OutgoingMail } from '@/server/notify/mailer';
import { callApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { signedInStaff, type SignedInStaff } from '@/test/staff';
import * as blocksRoute from '@/pages/api/staff/blocks';
import * as liftRoute from '@/pages/api/staff/blocks/lift';
import * as rebookRoute from '@/pages/api/staff/blocks/rebook';
import * as moveRoute from '@/pages/api/staff/booking/move';
import * as patientRoute from '@/pages/api/booking/rebook';
import * as slotsRoute from '@/pages/api/timeslots/fetch-time-slots';
import type { BlockView, StaffBlocksResponse } from '@/contracts/staff-blocks';
import type { RebookView } from '@/contracts/booking-rebook';
import {
  bookAndPay,
  closeDeskWorld,
  emailJobs,
  openDeskWorld,
  rowOf,
  spacedSlots,
  ZURICH,
} from '../desk/__fixtures__/desk';
import { blockedIntervals } from './intervals';

// A block moves, invites and cancels bookings through the lifecycle with their emails: seconds of
// work on a quiet host, many times that on a loaded one.
jest.setTimeout(90_000);

const t = setupTestDb();
const sent: OutgoingMail[] = [];
const slots = spacedSlots();
const JSON_HEADERS = { 'content-type': 'application/json' };
const CHECKUP = 'whole_body_scan_with_blood_test';
const BERN = 'location.bern';

let zurich: SignedInStaff;
let bern: SignedInStaff;
let admin: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  openDeskWorld(sent);
  await slots.fill({ locationSlug: 'zurich_bellevue', checkupSlug: CHECKUP });
  zurich = await signedInStaff(t.db, { role: 'reception', locations: [ZURICH], language: 'de' });
  bern = await signedInStaff(t.db, { role: 'reception', locations: [BERN] });
  admin = await signedInStaff(t.db, { role: 'admin' });
  viewer = await signedInStaff(t.db, { role: 'viewer', locations: [ZURICH] });
});
afterAll(closeDeskWorld);

function post<T>(route: Parameters<typeof callApi>[0], who: SignedInStaff | null, body: unknown) {
  return callApi<T & { error?: string }>(route, {
    method: 'POST',
    body,
    headers: { ...JSON_HEADERS, ...(who?.headers ?? {}) },
  });
}

/** A Zurich wall time of `date` as ISO with its offset (the day's own, DST included). */
function zurichAt(date: string, time: string): string {
  const probe = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Zurich',
    timeZoneName: 'longOffset',
  })
    .formatToParts(probe)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${date}T${time}:00${offset || '+00:00'}`;
}

const blockBody = (over: Record<string, unknown> = {}) => ({
  locationId: ZURICH,
  roomKeys: ['zrh-mri-2'],
  start: zurichAt(zurichDatePlus(new Date(), 70), '08:00'),
  end: zurichAt(zurichDatePlus(new Date(), 70), '18:00'),
  kind: 'breakdown',
  reason: 'MRI 2 defekt',
  ...over,
});

async function visitorDay(date: string) {
  const res = await callApi<{
    days: { date: string; slots: { start: string; freeRooms: number }[] }[];
  }>(slotsRoute, {
    query: {
      locationSlug: 'zurich_bellevue',
      checkupSlug: CHECKUP,
      startDate: date,
      endDate: date,
    },
  });
  expect(res.status).toBe(200);
  return res.body.days[0].slots;
}

describe('who may block where', () => {
  it('reception blocks its own locations only, admins any; a viewer none', async () => {
    expect((await post(blocksRoute, bern, blockBody())).body).toEqual({ error: 'staff-forbidden' });
    expect((await post(blocksRoute, viewer, blockBody())).status).toBe(403);
    expect((await post(blocksRoute, null, blockBody())).status).toBe(401);

    const own = await post<{ block: BlockView }>(
      blocksRoute,
      zurich,
      blockBody({ reason: 'Service' }),
    );
    expect(own.status).toBe(200);
    expect(own.body.block).toMatchObject({
      locationId: ZURICH,
      locationName: 'Zürich Bellevue',
      rooms: [{ key: 'zrh-mri-2', label: 'MRI 2' }],
      kind: 'breakdown',
      reason: 'Service',
      createdBy: 'Staff reception',
    });
    const atBern = await post<{ block: BlockView }>(
      blocksRoute,
      admin,
      blockBody({ locationId: BERN, roomKeys: null }),
    );
    expect(atBern.status).toBe(200);
    expect(atBern.body.block.rooms).toBeNull();

    // Bern's receptionist sees Bern's block, not Zurich's; lifting Zurich's is refused.
    const list = await callApi<StaffBlocksResponse>(blocksRoute, { headers: bern.headers });
    expect(list.body.blocks.map((b) => b.locationId)).toEqual([BERN]);
    expect(list.body.locations.map((l) => l.id)).toEqual([BERN]);
    expect((await post(liftRoute, bern, { id: own.body.block.id, reason: 'x' })).body).toEqual({
      error: 'staff-forbidden',
    });
    expect(
      (await post(liftRoute, zurich, { id: own.body.block.id, reason: 'repariert' })).status,
    ).toBe(200);
    expect((await post(liftRoute, admin, { id: atBern.body.block.id, reason: 'x' })).status).toBe(
      200,
    );
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.staffId, zurich.staffId));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['block-created', 'block-lifted']),
    );
  });

  it('refuses unknown rooms, a period that ends before it starts, a bad body', async () => {
    expect((await post(blocksRoute, zurich, blockBody({ roomKeys: ['brn-mri-1'] }))).body).toEqual({
      error: 'staff-block-rooms-invalid',
    });
    const start = blockBody().start;
    expect(
      (await post(blocksRoute, zurich, blockBody({ end: start, start: blockBody().end }))).body,
    ).toEqual({ error: 'staff-block-period-invalid' });
    const bad = await post(blocksRoute, zurich, blockBody({ kind: 'holiday', start: 'soon' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'invalid-request' });
    expect((await post(liftRoute, zurich, { id: 'nope', reason: 'x' })).status).toBe(400);
  });
});

describe("the visitor's slots", () => {
  it('lose a blocked room at once and the whole location for a location block; back when lifted', async () => {
    const date = zurichDatePlus(new Date(), 75);
    const before = await visitorDay(date); // also fills the slot cache for that day
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.freeRooms === 3)).toBe(true);

    const room = await post<{ block: BlockView }>(
      blocksRoute,
      zurich,
      blockBody({ start: zurichAt(date, '00:00'), end: zurichAt(date, '23:59') }),
    );
    expect(room.status).toBe(200);
    expect((await visitorDay(date)).every((s) => s.freeRooms === 2)).toBe(true);

    const whole = await post<{ block: BlockView }>(
      blocksRoute,
      zurich,
      blockBody({ roomKeys: null, start: zurichAt(date, '12:00'), end: zurichAt(date, '23:59') }),
    );
    const during = await visitorDay(date);
    expect(during.some((s) => s.start >= zurichAt(date, '11:00') && s.freeRooms > 0)).toBe(false);
    expect(during.some((s) => s.start < zurichAt(date, '10:30') && s.freeRooms === 2)).toBe(true);

    // The desk's shading sees both, with Studio's closures of the window.
    const shaded = await blockedIntervals(t.db, {
      locationIds: [ZURICH],
      from: new Date(zurichAt(date, '00:00')),
      to: new Date(zurichAt(date, '23:59')),
    });
    expect(shaded.map((s) => [s.source, s.roomId])).toEqual([
      ['block', 'zrh-mri-2'],
      ['block', null],
    ]);

    await post(liftRoute, zurich, { id: whole.body.block.id, reason: 'wieder da' });
    await post(liftRoute, zurich, { id: room.body.block.id, reason: 'wieder da' });
    expect((await visitorDay(date)).every((s) => s.freeRooms === 3)).toBe(true);
  });

  it('shades Studio closures as whole-location intervals', async () => {
    const catalog = await getCatalog();
    const closure = catalog.locations.find((l) => l.id === ZURICH)!.closures[0];
    if (!closure) return;
    const shaded = await blockedIntervals(
      t.db,
      {
        locationIds: [ZURICH],
        from: new Date(`${closure}T00:00:00Z`),
        to: new Date(`${closure}T23:00:00Z`),
      },
      catalog,
    );
    expect(shaded[0]).toMatchObject({ source: 'closure', roomId: null, reason: null });
  });
});

describe('the bookings a block hits', () => {
  it('lists them; moves one to the proposal, invites one (one email), cancels one with a full refund', async () => {
    const a = await bookAndPay(t.db, slots.after(24 * 5), 'full', {
      language: 'de',
      localization: 'de-ch',
    });
    const b = await bookAndPay(t.db, slots.after(24 * 5), 'deposit', {
      language: 'de',
      localization: 'de-ch',
      firstName: 'Hans',
      lastName: 'Müller',
    });
    const c = await bookAndPay(t.db, slots.after(24 * 5), 'full');
    const other = await bookAndPay(t.db, slots.after(24 * 5), 'deposit');
    const hitIds = [a.row.id, b.row.id, c.row.id];
    // All three in MRI 2 (they are hours apart); `other` in MRI 1 during the block.
    for (const id of hitIds)
      await t.db.update(reservations).set({ roomKey: 'zrh-mri-2' }).where(eq(reservations.id, id));
    await t.db
      .update(reservations)
      .set({ roomKey: 'zrh-mri-1' })
      .where(eq(reservations.id, other.row.id));
    const rows = [a.row, b.row, c.row, other.row];
    const start = new Date(Math.min(...rows.map((r) => r.startsAt.getTime())));
    const end = new Date(Math.max(...rows.map((r) => r.endsAt.getTime())));

    const made = await post<{ block: BlockView }>(
      blocksRoute,
      zurich,
      blockBody({ start: start.toISOString(), end: end.toISOString() }),
    );
    expect(made.status).toBe(200);
    const block = made.body.block;
    expect(block.hits.map((h) => h.id).sort()).toEqual([...hitIds].sort());
    expect(block.hits.every((h) => h.proposal && h.outcome === null)).toBe(true);
    expect(block.hits.find((h) => h.id === b.row.id)!.name).toBe('Hans Müller');

    // Move a to the proposal: after the block, not in it.
    const proposal = block.hits.find((h) => h.id === a.row.id)!.proposal!;
    expect(new Date(proposal).getTime()).toBeGreaterThanOrEqual(end.getTime());
    const moved = await post<{ outcome: string; start: string }>(rebookRoute, zurich, {
      blockId: block.id,
      id: a.row.id,
      action: 'move',
      timeSlotStart: proposal,
    });
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.start).getTime()).toBe(new Date(proposal).getTime());

    // Invite b: one email in German, however often staff ask.
    for (let i = 0; i < 2; i++) {
      const invited = await post<{ outcome: string }>(rebookRoute, zurich, {
        blockId: block.id,
        id: b.row.id,
        action: 'invite',
      });
      expect(invited.body).toEqual({ id: b.row.id, outcome: 'invited' });
    }
    await jobsSettled();
    const jobs = await emailJobs(t.db, t.handle.jobsSchema, b.row.id);
    expect(jobs.filter((j) => j.kind === 'choose-new-time')).toHaveLength(1);
    const mail = sent.filter((m) => m.to === b.email && m.subject.startsWith('Bitte wählen'));
    expect(mail).toHaveLength(1);

    // Cancel c: everything paid goes back.
    const cancelled = await post<{ outcome: string; refundCents: number }>(rebookRoute, zurich, {
      blockId: block.id,
      id: c.row.id,
      action: 'cancel',
    });
    expect(cancelled.body.outcome).toBe('cancelled');
    expect(cancelled.body.refundCents).toBe(c.row.paidCents);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.reservationId, c.row.id));
    expect(refund.amountCents).toBe(c.row.paidCents);

    // Not hit: refused. Another location's receptionist: refused.
    expect(
      (await post(rebookRoute, zurich, { blockId: block.id, id: other.row.id, action: 'invite' }))
        .body,
    ).toEqual({ error: 'staff-block-booking-not-hit' });
    expect(
      (await post(rebookRoute, bern, { blockId: block.id, id: b.row.id, action: 'invite' })).body,
    ).toEqual({ error: 'staff-forbidden' });

    // The list keeps the outcomes; each change is audited on its booking.
    const list = await callApi<StaffBlocksResponse>(blocksRoute, { headers: zurich.headers });
    const view = list.body.blocks.find((x) => x.id === block.id)!;
    expect(Object.fromEntries(view.hits.map((h) => [h.id, h.outcome]))).toEqual({
      [a.row.id]: 'moved',
      [b.row.id]: 'invited',
      [c.row.id]: 'cancelled',
    });
    const actions = async (id: string) =>
      (await t.db.select().from(staffAudit).where(eq(staffAudit.reservationId, id))).map(
        (r) => r.action,
      );
    expect(await actions(a.row.id)).toContain('booking-moved');
    expect(await actions(b.row.id)).toContain('block-invite-sent');
    expect(await actions(c.row.id)).toContain('booking-cancelled');

    // The patient's link: open, any free time (inside the notice too), used once.
    const link = /https?:\/\/[^\s"<>]+\/rebook\?token=([^\s"<>&]+)/.exec(mail[0].text)!;
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link[1]);
    const open = await post<RebookView>(patientRoute, null, { token });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ state: 'open', firstName: 'Hans', language: 'de' });
    const choice = open.body.days
      .flatMap((d) => d.slots)
      .find((s) => {
        const ms = new Date(s).getTime();
        return ms >= end.getTime() || ms + 3 * 3_600_000 <= start.getTime();
      })!;
    const chosen = await post<RebookView>(patientRoute, null, { token, timeSlotStart: choice });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      state: 'done',
      chosenStart: new Date(choice).toISOString(),
    });
    expect((await rowOf(t.db, b.row.id)).startsAt.getTime()).toBe(new Date(choice).getTime());
    // Sent again (even with another time) or opened again: the same result, nothing moves.
    const again = await post<RebookView>(patientRoute, null, {
      token,
      timeSlotStart: open.body.days.flatMap((d) => d.slots).find((s) => s !== choice)!,
    });
    expect(again.body).toEqual(chosen.body);
    expect((await post<RebookView>(patientRoute, null, { token })).body).toEqual(chosen.body);
    expect((await rowOf(t.db, b.row.id)).startsAt.getTime()).toBe(new Date(choice).getTime());
    expect(await actions(b.row.id)).toContain('block-rebooked-by-patient');
    const [spent] = await t.db
      .select()
      .from(deskBlockRebookings)
      .where(eq(deskBlockRebookings.reservationId, b.row.id));
    expect(spent.usedAt).not.toBeNull();

    // A tampered token opens nothing (answered like the manage link's).
    const forged = await post(patientRoute, null, { token: `${token.slice(0, -2)}xx` });
    expect(forged.body).toEqual({ error: 'booking-link-invalid' });
  });

  it('a link whose booking was changed otherwise is refused', async () => {
    const d = await bookAndPay(t.db, slots.after(24 * 5), 'deposit');
    await t.db
      .update(reservations)
      .set({ roomKey: 'zrh-mri-2' })
      .where(eq(reservations.id, d.row.id));
    const made = await post<{ block: BlockView }>(
      blocksRoute,
      zurich,
      blockBody({ start: d.row.startsAt.toISOString(), end: d.row.endsAt.toISOString() }),
    );
    await post(rebookRoute, zurich, {
      blockId: made.body.block.id,
      id: d.row.id,
      action: 'invite',
    });
    await jobsSettled();
    // The invitation by its link: the booking's own confirmation may be delivered after the
    // clear above, and it goes to the same address.
    const link = sent
      .filter((m) => m.to === d.email)
      .map((m) => /\/rebook\?token=([^\s"<>&]+)/.exec(m.text))
      .find(Boolean);
    const token = decodeURIComponent(link![1]);
    const open = await post<RebookView>(patientRoute, null, { token });
    const slotsOpen = open.body.days.flatMap((x) => x.slots);
    const proposal = made.body.block.hits[0].proposal!;
    // The desk moves it meanwhile.
    const moved = await post(moveRoute, zurich, {
      id: d.row.id,
      reason: 'telefonisch verschoben',
      timeSlotStart: proposal,
    });
    expect(moved.status).toBe(200);
    const late = await post(patientRoute, null, {
      token,
      timeSlotStart: slotsOpen.find((s) => s !== proposal)!,
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'rebook-link-stale' });
    expect((await post<RebookView>(patientRoute, null, { token })).body.state).toBe('stale');
  });
});
