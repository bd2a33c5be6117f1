/**
 * The desk's booking actions against a fresh database (PGlite, or PostgreSQL with DATABASE_URL),
 * the seed content opened every day, the dev payment provider and the job queue: each action's
 * effect, its audit row written in the change's transaction (an audit insert that fails rolls
 * the change back), the refusals, and the patient's emails in their language.
 */
import { eq, sql } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { rowsOf } from '@/server/db/client';
import { clinicPayments, refunds, reservations, staffNotes } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import type { OutgoingMail } from '@/server/notify/mailer';
import { emailHash, phoneHash } from '@/server/privacy/blind-index';
import { buildBooking } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import {
  actor,
  auditRows,
  bookAndPay,
  closeDeskWorld,
  emailJobs,
  failAuditOnReason,
  openDeskWorld,
  refusalOf,
  rowOf,
  spacedSlots,
  ZURICH,
} from '../__fixtures__/desk';
import { attendanceRefusal, markAttendance } from './attendance';
import { cancelForPatient, staffRefund } from './cancel';
import type { DeskDeps } from './common';
import { staffContactRequestSchema } from '@/contracts/staff-booking-contact';
import { editContact } from './contact';
import { freeSlotsFor } from './free-slots';
import { moveBooking } from './move';
import { addNote } from './note';
import { markInvoicePaid, recordClinicPayment, sendPaymentLink } from './payment';
import { resendEmail } from './resend';

const t = setupTestDb();
const sent: OutgoingMail[] = [];
const slots = spacedSlots();
/** A free slot at least `minHours` ahead, each used once (neighbours within 3 h left out). */
const slotAfter = (minHours: number) => slots.after(minHours);

async function deps(now = new Date()): Promise<DeskDeps> {
  return { db: t.db, catalog: await getCatalog(), now };
}

beforeAll(async () => {
  openDeskWorld(sent);
  await slots.fill({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
  await failAuditOnReason(t.db);
});
afterAll(closeDeskWorld);

describe('move', () => {
  it('moves inside the notice and past the reschedule limit; audited; the patient told in German', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 20), 'full', {
      language: 'de',
      localization: 'de-ch',
    });
    await t.db
      .update(reservations)
      .set({ rescheduleCount: 9 })
      .where(eq(reservations.id, b.row.id));
    // Two hours ahead or later: inside the location's minimum notice (24 h in the seed).
    const target = slotAfter(2);
    const moved = await moveBooking(
      actor(),
      { id: b.row.id, reason: 'caller asked', timeSlotStart: target },
      await deps(),
    );
    expect(moved.startsAt.getTime()).toBe(new Date(target).getTime());
    expect(moved.rescheduleCount).toBe(10);
    const audit = await auditRows(t.db, b.row.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'booking-moved',
        staffId: 'staff-reception-1',
        locationId: ZURICH,
        detail: expect.objectContaining({
          reason: 'caller asked',
          to: moved.startsAt.toISOString(),
        }),
      }),
    ]);
    await jobsSettled();
    const mail = sent.find((m) => m.to === b.email && m.subject.includes('verschoben'));
    expect(mail?.subject).toBe(`Ihr Termin wurde verschoben (${b.row.name})`);
    expect(mail?.attachments?.some((a) => a.filename.endsWith('.ics'))).toBe(true);
  });

  it('rolls the move back when its audit entry cannot be written', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 21), 'full');
    const refusal = moveBooking(
      actor(),
      { id: b.row.id, reason: 'fail-audit', timeSlotStart: slotAfter(24 * 22) },
      await deps(),
    );
    await expect(refusal).rejects.toThrow();
    const after = await rowOf(t.db, b.row.id);
    expect(after.startsAt).toEqual(b.row.startsAt);
    expect(after.rescheduleCount).toBe(0);
    expect((await emailJobs(t.db, t.handle.jobsSchema, b.row.id)).map((j) => j.kind)).not.toContain(
      'rescheduled',
    );
  });

  it('never moves onto a slot with every room taken', async () => {
    const full = slotAfter(24 * 23);
    // Fill the slot through the site until it refuses.
    for (let i = 0; i < 12; i++) {
      try {
        await bookAndPay(t.db, full, 'full');
      } catch {
        break;
      }
    }
    const b = await bookAndPay(t.db, slotAfter(24 * 24), 'full');
    expect(
      await refusalOf(
        moveBooking(actor(), { id: b.row.id, reason: 'try', timeSlotStart: full }, await deps()),
      ),
    ).toBe('reserve-timeslot-error-already-booked');
    const free = await freeSlotsFor(
      actor(),
      { id: b.row.id, date: full.slice(0, 10) },
      await deps(),
    );
    expect(free.slots.map((s) => new Date(s.start).getTime())).not.toContain(
      new Date(full).getTime(),
    );
    expect(free.durationMinutes).toBe((b.row.endsAt.getTime() - b.row.startsAt.getTime()) / 60_000);
  });

  it('refuses a booking of another location (403) and a viewer (403)', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 25), 'none');
    const input = { id: b.row.id, reason: 'x', timeSlotStart: slotAfter(24 * 26) };
    expect(
      await refusalOf(moveBooking(actor({ locations: ['location.bern'] }), input, await deps())),
    ).toBe('403:staff-forbidden');
    expect(await refusalOf(moveBooking(actor({ role: 'viewer' }), input, await deps()))).toBe(
      '403:staff-forbidden',
    );
    expect((await rowOf(t.db, b.row.id)).startsAt).toEqual(b.row.startsAt);
  });

  it('moves to the room it was dropped on; a room change alone emails the patient nothing; a taken or unknown room is refused', async () => {
    const rooms = (await getCatalog()).locations.find((l) => l.id === ZURICH)!.roomId;
    const start = slotAfter(24 * 27);
    const b = await bookAndPay(t.db, start, 'full');
    const other = rooms.find((r) => r !== b.row.roomKey)!;
    const input = { id: b.row.id, reason: 'MRI serviced', timeSlotStart: start, roomKey: other };
    const moved = await moveBooking(actor(), input, await deps());
    expect(moved.roomKey).toBe(other);
    expect(moved.startsAt).toEqual(b.row.startsAt);
    expect((await auditRows(t.db, b.row.id)).at(-1)).toEqual(
      expect.objectContaining({
        action: 'booking-moved',
        detail: expect.objectContaining({ fromRoom: b.row.roomKey, room: other }),
      }),
    );
    // A repeat of the same drop changes nothing more.
    expect((await moveBooking(actor(), input, await deps())).rescheduleCount).toBe(
      moved.rescheduleCount,
    );
    await jobsSettled();
    expect((await emailJobs(t.db, t.handle.jobsSchema, b.row.id)).map((j) => j.kind)).not.toContain(
      'rescheduled',
    );

    // Another patient at the same time, in a room left free: `other` is taken for them.
    const c = await bookAndPay(t.db, start, 'full');
    expect(c.row.roomKey).not.toBe(other);
    const onto = async (roomKey: string) =>
      moveBooking(
        actor(),
        { id: c.row.id, reason: 'x', timeSlotStart: start, roomKey },
        await deps(),
      );
    expect(await refusalOf(onto(other))).toBe('reserve-timeslot-error-already-booked');
    expect(await refusalOf(onto('no-such-room'))).toBe('reserve-timeslot-error-other');
    // A room of another location is not one of this booking's rooms; another location itself is
    // only for staff of that location.
    const elsewhere = (await getCatalog()).locations.find(
      (l) => l.id !== ZURICH && l.roomId.length > 0,
    )!;
    expect(await refusalOf(onto(elsewhere.roomId[0]))).toBe('reserve-timeslot-error-other');
    expect(
      await refusalOf(
        moveBooking(
          actor({ locations: [ZURICH] }),
          { id: c.row.id, reason: 'x', timeSlotStart: start, locationId: elsewhere.id },
          await deps(),
        ),
      ),
    ).toBe('403:staff-forbidden');
    expect((await rowOf(t.db, c.row.id)).roomKey).toBe(c.row.roomKey);
    expect((await rowOf(t.db, c.row.id)).locationId).toBe(ZURICH);

    // The drop's free times are that room's: `other` is busy at `start`, its own room is not.
    const date = start.slice(0, 10);
    const inOther = await freeSlotsFor(actor(), { id: c.row.id, date, room: other }, await deps());
    const inOwn = await freeSlotsFor(
      actor(),
      { id: c.row.id, date, room: c.row.roomKey },
      await deps(),
    );
    expect(inOther.slots.map((s) => Date.parse(s.start))).not.toContain(Date.parse(start));
    expect(inOwn.slots.map((s) => Date.parse(s.start))).toContain(Date.parse(start));
    expect([...inOther.slots, ...inOwn.slots].every((s) => s.freeRooms === 1)).toBe(true);
    for (const room of ['nope', elsewhere.roomId[0]])
      expect(
        await refusalOf(freeSlotsFor(actor(), { id: c.row.id, date, room }, await deps())),
      ).toBe('reserve-timeslot-error-other');
  });
});

describe('cancel with a refund choice', () => {
  it('works out everything, keep-deposit and custom; refuses more than was paid', () => {
    expect(staffRefund('everything', 50_000, 30_000)).toEqual({
      ok: true,
      refundCents: 50_000,
      keptCents: 0,
    });
    expect(staffRefund('keep-deposit', 50_000, 30_000)).toEqual({
      ok: true,
      refundCents: 20_000,
      keptCents: 30_000,
    });
    expect(staffRefund('keep-deposit', 20_000, 30_000)).toMatchObject({ refundCents: 0 });
    expect(staffRefund('custom', 50_000, 30_000, 12_345)).toMatchObject({
      refundCents: 12_345,
      keptCents: 37_655,
    });
    expect(staffRefund('custom', 50_000, 30_000, 50_001)).toEqual({
      ok: false,
      reason: 'staff-refund-above-paid',
    });
  });

  it('keeps the deposit: refund row and job, audit, the patient told in German', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 27), 'full', {
      language: 'de',
      localization: 'de-ch',
    });
    const done = await cancelForPatient(
      actor(),
      { id: b.row.id, reason: 'phone call', refund: 'keep-deposit' },
      await deps(),
    );
    const deposit = b.row.snapshot!.depositCents;
    expect(done).toMatchObject({
      refundCents: b.row.paidCents - deposit,
      keptCents: deposit,
    });
    expect((await rowOf(t.db, b.row.id)).status).toBe('cancelled');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.reservationId, b.row.id));
    expect(refund).toMatchObject({ amountCents: b.row.paidCents - deposit, keptCents: deposit });
    expect((await auditRows(t.db, b.row.id))[0]).toMatchObject({
      action: 'booking-cancelled',
      detail: { reason: 'phone call', refund: 'keep-deposit', keptCents: deposit },
    });
    await jobsSettled();
    expect(sent.find((m) => m.to === b.email && m.subject.includes('storniert'))?.subject).toBe(
      `Ihre Buchung ist storniert (${b.row.name})`,
    );
  });

  it('refuses a custom refund above what was paid and a second cancellation; rolls back without audit', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 28), 'deposit');
    const d = await deps();
    expect(
      await refusalOf(
        cancelForPatient(
          actor(),
          { id: b.row.id, reason: 'x', refund: 'custom', refundCents: b.row.paidCents + 1 },
          d,
        ),
      ),
    ).toBe('staff-refund-above-paid');
    await expect(
      cancelForPatient(actor(), { id: b.row.id, reason: 'fail-audit', refund: 'everything' }, d),
    ).rejects.toThrow();
    expect((await rowOf(t.db, b.row.id)).status).toBe('confirmed');
    expect(await t.db.select().from(refunds).where(eq(refunds.reservationId, b.row.id))).toEqual(
      [],
    );
    await cancelForPatient(actor(), { id: b.row.id, reason: 'ok', refund: 'everything' }, d);
    expect(
      await refusalOf(
        cancelForPatient(actor(), { id: b.row.id, reason: 'again', refund: 'everything' }, d),
      ),
    ).toBe('booking-not-active');
  });
});

describe('arrived and no-show', () => {
  const start = new Date('2031-03-12T09:00:00Z'); // 10:00 in Zurich
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('knows when each mark may be set', () => {
    const row = { status: 'confirmed' as const, startsAt: start };
    expect(attendanceRefusal(row, 'arrived', at(-61))).toBe('staff-attendance-too-early');
    expect(attendanceRefusal(row, 'arrived', at(-60))).toBeNull();
    expect(attendanceRefusal(row, 'arrived', at(60 * 13))).toBeNull(); // 23:00 Zurich
    expect(attendanceRefusal(row, 'arrived', at(60 * 15))).toBe('staff-attendance-day-over');
    expect(attendanceRefusal(row, 'no-show', at(-1))).toBe('staff-attendance-too-early');
    expect(attendanceRefusal(row, 'no-show', at(0))).toBeNull();
    expect(attendanceRefusal(row, 'clear', at(60 * 15))).toBe('staff-attendance-day-over');
    expect(attendanceRefusal({ ...row, status: 'pending' }, 'arrived', at(0))).toBe(
      'staff-booking-not-confirmed',
    );
  });

  it('marks, switches and undoes, each audited; a failing audit leaves the mark unset', async () => {
    const r = await buildBooking(t.db, {
      status: 'confirmed',
      startsAt: start,
      endsAt: at(90),
      holdExpiresAt: null,
      confirmedAt: new Date(),
    });
    const d = { ...(await deps()), now: at(-30) };
    expect(
      await refusalOf(markAttendance(actor(), { id: r.id, reason: 'x', mark: 'no-show' }, d)),
    ).toBe('staff-attendance-too-early');
    await expect(
      markAttendance(actor(), { id: r.id, reason: 'fail-audit', mark: 'arrived' }, d),
    ).rejects.toThrow();
    expect((await rowOf(t.db, r.id)).arrivedAt).toBeNull();
    const arrived = await markAttendance(
      actor(),
      { id: r.id, reason: 'at desk', mark: 'arrived' },
      d,
    );
    expect(arrived.arrivedAt).toEqual(d.now);
    const later = { ...d, now: at(30) };
    const noShow = await markAttendance(
      actor(),
      { id: r.id, reason: 'wrong one', mark: 'no-show' },
      later,
    );
    expect(noShow).toMatchObject({ arrivedAt: null, noShowAt: later.now });
    const cleared = await markAttendance(
      actor(),
      { id: r.id, reason: 'undo', mark: 'clear' },
      later,
    );
    expect(cleared).toMatchObject({ arrivedAt: null, noShowAt: null });
    expect((await auditRows(t.db, r.id)).map((a) => a.action)).toEqual([
      'booking-arrived',
      'booking-no-show',
      'attendance-cleared',
    ]);
  });
});

describe('payments at the clinic and the payment link', () => {
  it('records a payment up to what is still due, audited; refuses more', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 29), 'deposit');
    const due = b.row.balanceDueCents;
    expect(due).toBeGreaterThan(0);
    const d = await deps();
    expect(
      await refusalOf(
        recordClinicPayment(
          actor(),
          { id: b.row.id, reason: 'x', method: 'cash', amountCents: due + 1 },
          d,
        ),
      ),
    ).toBe('staff-amount-above-due');
    await expect(
      recordClinicPayment(
        actor(),
        { id: b.row.id, reason: 'fail-audit', method: 'cash', amountCents: 100 },
        d,
      ),
    ).rejects.toThrow();
    expect(
      await t.db.select().from(clinicPayments).where(eq(clinicPayments.reservationId, b.row.id)),
    ).toEqual([]);
    const part = await recordClinicPayment(
      actor(),
      { id: b.row.id, reason: 'terminal', method: 'card-terminal', amountCents: 10_000 },
      d,
    );
    expect(part).toMatchObject({ paidCents: b.row.paidCents + 10_000, dueCents: due - 10_000 });
    // The rest by invoice: a receivable, so it stays due until the invoice is marked paid
    // (docs/staff-desk.md, "Payments"); the reason of a routine action may be left out.
    const rest = await recordClinicPayment(
      actor(),
      { id: b.row.id, method: 'invoice', amountCents: due - 10_000 },
      d,
    );
    expect(rest).toMatchObject({ paidCents: b.row.paidCents + 10_000, dueCents: due - 10_000 });
    // What the open invoice asks for is not asked for twice: no second payment, no link.
    expect(
      await refusalOf(
        recordClinicPayment(actor(), { id: b.row.id, method: 'cash', amountCents: 100 }, d),
      ),
    ).toBe('staff-amount-above-due');
    expect(await refusalOf(sendPaymentLink(actor(), { id: b.row.id }, d))).toBe(
      'staff-nothing-due',
    );
    const [invoice] = await t.db
      .select()
      .from(clinicPayments)
      .where(eq(clinicPayments.id, rest.paymentId));
    expect(invoice).toMatchObject({ method: 'invoice', settledAt: null, reason: '' });
    // Marked paid: the money came in, nothing is due; a second time it is no open invoice.
    const paid = await markInvoicePaid(actor(), { id: b.row.id, paymentId: rest.paymentId }, d);
    expect(paid).toEqual({
      paymentId: rest.paymentId,
      paidCents: b.row.paidCents + due,
      dueCents: 0,
    });
    expect(
      await refusalOf(markInvoicePaid(actor(), { id: b.row.id, paymentId: rest.paymentId }, d)),
    ).toBe('staff-invoice-not-open');
    expect(
      await refusalOf(markInvoicePaid(actor(), { id: b.row.id, paymentId: part.paymentId }, d)),
    ).toBe('staff-invoice-not-open');
    expect((await auditRows(t.db, b.row.id)).map((a) => [a.action, a.detail])).toEqual([
      [
        'payment-recorded',
        expect.objectContaining({ method: 'card-terminal', amountCents: 10_000 }),
      ],
      [
        'payment-recorded',
        expect.objectContaining({ method: 'invoice', amountCents: due - 10_000, reason: null }),
      ],
      ['invoice-paid', expect.objectContaining({ paymentId: rest.paymentId, reason: null })],
    ]);
    // Nothing due any more: no link to pay.
    expect(await refusalOf(sendPaymentLink(actor(), { id: b.row.id, reason: 'x' }, d))).toBe(
      'staff-nothing-due',
    );
  });

  it('sends the payment link of an unpaid hold, and the "pay the balance" email of a balance', async () => {
    const hold = await bookAndPay(t.db, slotAfter(24 * 30), 'none');
    const d = await deps();
    expect(await sendPaymentLink(actor(), { id: hold.row.id, reason: 'caller' }, d)).toEqual({
      email: 'payment-link',
    });
    const paid = await bookAndPay(t.db, slotAfter(24 * 31), 'deposit');
    await jobsSettled();
    const before = sent.filter((m) => m.to === paid.email).length;
    expect(await sendPaymentLink(actor(), { id: paid.row.id, reason: 'caller' }, d)).toEqual({
      email: 'balance-due',
    });
    await jobsSettled();
    expect(sent.filter((m) => m.to === paid.email)).toHaveLength(before + 1);
    expect(
      sent.some((m) => m.to === hold.email && m.text.includes(`reservationId=${hold.row.id}`)),
    ).toBe(true);
    expect((await auditRows(t.db, paid.row.id))[0]).toMatchObject({ action: 'payment-link-sent' });
  });
});

describe('resend', () => {
  it('sends the confirmation again, once per request; refuses an email that says nothing now', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 32), 'full');
    await jobsSettled();
    const before = sent.filter((m) => m.to === b.email).length;
    const d = await deps();
    await resendEmail(
      actor(),
      { id: b.row.id, reason: 'lost it', email: 'booking-confirmation' },
      d,
    );
    await resendEmail(actor(), { id: b.row.id, reason: 'again', email: 'booking-confirmation' }, d);
    await jobsSettled();
    expect(sent.filter((m) => m.to === b.email).length).toBe(before + 2);
    expect(
      await refusalOf(resendEmail(actor(), { id: b.row.id, reason: 'x', email: 'cancelled' }, d)),
    ).toBe('staff-email-not-applicable');
    expect((await auditRows(t.db, b.row.id)).map((a) => a.action)).toEqual([
      'email-resent',
      'email-resent',
    ]);
  });
});

describe('contact data and notes', () => {
  it('corrects email and phone with the blind indexes; the audit names fields only', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 33), 'full');
    const input = staffContactRequestSchema.parse({
      id: b.row.id,
      reason: 'typo',
      contact: { email: 'fixed.address@example.com', phone: '+41 79 765 43 21'.replace(/ /g, '') },
    });
    const updated = await editContact(actor(), input, await deps());
    expect(updated.personalData.email).toBe('fixed.address@example.com');
    expect(updated.emailHash).toBe(emailHash('fixed.address@example.com'));
    expect(updated.phoneHash).toBe(phoneHash('+41797654321'));
    const [raw] = rowsOf<{ pd: string }>(
      await t.db.execute(
        sql`select personal_data::text as pd from reservations where id = ${b.row.id}`,
      ),
    );
    expect(raw.pd).not.toContain('fixed.address');
    const [entry] = await auditRows(t.db, b.row.id);
    expect(entry.detail).toEqual({ reason: 'typo', fields: 'email,phone' });
    expect(JSON.stringify(entry)).not.toContain('fixed.address');
    expect(
      staffContactRequestSchema.safeParse({ id: b.row.id, reason: 'x', contact: { email: 'no' } })
        .success,
    ).toBe(false);
  });

  it('adds a sealed note, audited by id', async () => {
    const b = await bookAndPay(t.db, slotAfter(24 * 34), 'none');
    const note = await addNote(
      actor(),
      { id: b.row.id, text: 'Allergic to contrast agent' },
      {
        db: t.db,
      },
    );
    const [stored] = await t.db.select().from(staffNotes).where(eq(staffNotes.id, note.noteId));
    expect(stored.body.text).toBe('Allergic to contrast agent');
    const [raw] = rowsOf<{ body: string }>(
      await t.db.execute(sql`select body::text as body from staff_notes where id = ${note.noteId}`),
    );
    expect(raw.body).not.toContain('contrast');
    expect((await auditRows(t.db, b.row.id))[0]).toMatchObject({
      action: 'note-added',
      detail: { noteId: note.noteId },
    });
  });
});
