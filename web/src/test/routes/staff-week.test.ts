/**
 * The desk's week, overview, walk-in and invoice routes through Next's API layer
 * (docs/staff-desk.md, "Week view", "Day overview", "Walk-ins", "Payments"): a location's week
 * per room and day with its bookings and blocked time, one day at every location the member may
 * see, a booking for someone at the desk inside the visitor's minimum notice (with a reason,
 * never over another booking), and an invoice that stays due until marked paid. The session is
 * stood in for (`staffActorOf` answers the actor this file sets).
 */
import { DateTime } from 'luxon';
import type { StaffActor } from '@/server/staff/actor';
import type { WeekResponse } from '@/contracts/staff-week';
import type { OverviewResponse } from '@/contracts/staff-overview';
import type { StaffFreeSlotsResponse } from '@/contracts/staff-free-slots';
import { zurichDate } from '@/server/availability/zone';
import { booker } from '@/test/booking';
import { callApi } from '@/test/api';
import {
  actor,
  auditRows,
  bookAndPay,
  deskRouteSuite,
  ZURICH,
} from '@/server/staff/desk/__fixtures__/desk';
import * as weekRoute from '@/pages/api/staff/week';
import * as overviewRoute from '@/pages/api/staff/overview';
import * as bookRoute from '@/pages/api/staff/book';
import * as freeSlotsRoute from '@/pages/api/staff/free-slots';
import * as clinicPaymentRoute from '@/pages/api/staff/booking/clinic-payment';
import * as invoicePaidRoute from '@/pages/api/staff/booking/invoice-paid';
import * as bookingRoute from '@/pages/api/staff/booking/[id]';
import type { BookingDetailResponse } from '@/contracts/staff-booking';

let current: StaffActor | null = null;
jest.mock('@/server/staff/session', () => ({ staffActorOf: async () => current }));

const { t, slots } = deskRouteSuite();
const CHECKUP = 'whole_body_scan_with_blood_test';

beforeEach(() => {
  current = null;
});

describe('the week of a location', () => {
  it('answers rooms × seven days with the bookings and opening hours; viewers read it', async () => {
    const start = slots[slots.length - 1];
    const b = await bookAndPay(t.db, start, 'deposit', { lastName: 'Wochenmann' });
    const date = zurichDate(new Date(start));
    expect((await callApi(weekRoute, { query: { location: ZURICH, date } })).status).toBe(401);
    current = actor({ role: 'viewer' });
    const res = await callApi<WeekResponse>(weekRoute, { query: { location: ZURICH, date } });
    expect(res.status).toBe(200);
    const week = res.body;
    // Monday to Sunday around the date, in Zurich days.
    expect(week.days).toHaveLength(7);
    expect(DateTime.fromISO(week.from).weekday).toBe(1);
    expect(week.to).toBe(DateTime.fromISO(week.from).plus({ days: 6 }).toISODate());
    expect(week.days.map((d) => d.date)).toContain(date);
    expect(week.days.every((d) => d.open.length === 1)).toBe(true);
    expect(week.rooms.length).toBeGreaterThanOrEqual(3);
    expect(week.bookings.find((x) => x.id === b.row.id)).toMatchObject({
      name: expect.stringContaining('Wochenmann'),
      status: 'confirmed',
      invoicedCents: 0,
    });
    expect(week.blocked).toEqual([]);
  });

  it('refuses a location not assigned, and a date that is none', async () => {
    current = actor({ locations: ['location.bern'] });
    const elsewhere = await callApi(weekRoute, { query: { location: ZURICH, date: '2030-03-04' } });
    expect(elsewhere).toMatchObject({ status: 403, body: { error: 'staff-forbidden' } });
    current = actor();
    const bad = await callApi(weekRoute, { query: { location: ZURICH, date: '2030-02-30' } });
    expect(bad.status).toBe(400);
  });
});

describe('the day overview', () => {
  it('counts per room booked, free and blocked minutes at the locations the member sees', async () => {
    const start = slots[slots.length - 15];
    const date = zurichDate(new Date(start));
    await bookAndPay(t.db, start, 'full');
    current = actor({ role: 'viewer' });
    const res = await callApi<OverviewResponse>(overviewRoute, { query: { date } });
    expect(res.status).toBe(200);
    expect(res.body.locations.map((l) => l.id)).toEqual([ZURICH]);
    const rooms = res.body.locations[0].rooms;
    // Open 08:00-18:00: ten hours per room; what is booked is not free.
    for (const room of rooms) {
      expect(room.openMinutes).toBe(600);
      expect(room.freeMinutes).toBe(600 - room.bookedMinutes - room.blockedMinutes);
    }
    expect(rooms.reduce((n, r) => n + r.bookings, 0)).toBeGreaterThanOrEqual(1);
    expect(rooms.some((r) => r.bookedMinutes > 0)).toBe(true);
    // No names in an overview.
    expect(JSON.stringify(res.body)).not.toContain('@');
  });
});

describe('a walk-in: booked by staff inside the online notice', () => {
  it('is offered and booked inside the notice with a reason; refused without one', async () => {
    current = actor();
    const today = zurichDate(new Date());
    const tomorrow = DateTime.fromISO(today).plus({ days: 1 }).toISODate()!;
    // The desk's free times for a new booking: the notice lifted, from now on.
    const starts: string[] = [];
    for (const date of [today, tomorrow]) {
      const free = await callApi<StaffFreeSlotsResponse>(freeSlotsRoute, {
        query: { location: ZURICH, checkup: CHECKUP, date },
      });
      expect(free.status).toBe(200);
      starts.push(...free.body.slots.map((s) => s.start));
    }
    const soon = starts.find((s) => Date.parse(s) < Date.now() + 24 * 3_600_000);
    expect(soon).toBeDefined();
    const body = (reason?: string) => ({
      reason,
      payment: 'link',
      acceptLateCancellation: true,
      reservationData: {
        checkupSlug: CHECKUP,
        locationSlug: 'zurich_bellevue',
        timeSlotStart: soon,
        services: [],
        personalData: booker({ language: 'de', localization: 'de-ch' }),
      },
    });
    const noReason = await callApi(bookRoute, { method: 'POST', body: body() });
    expect(noReason).toMatchObject({ status: 400, body: { error: 'staff-reason-required' } });
    const booked = await callApi<{ reservation: { id: string } }>(bookRoute, {
      method: 'POST',
      body: body('walk-in at the desk'),
    });
    expect(booked.status).toBe(201);
    const [entry] = await auditRows(t.db, booked.body.reservation.id);
    expect(entry.detail).toMatchObject({ walkIn: true, reason: 'walk-in at the desk' });
    // Never over another booking: with every room of that start taken, it is refused.
    // body() books a new person each time.
    for (let i = 0; i < 3; i++) await callApi(bookRoute, { method: 'POST', body: body('fill') });
    const full = await callApi(bookRoute, { method: 'POST', body: body('one more') });
    expect(full).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
  });

  it('an ordinary booking for a caller (outside the notice, paid by link) needs no reason', async () => {
    current = actor();
    const later = slots[slots.length - 30];
    expect(Date.parse(later)).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    const booked = await callApi(bookRoute, {
      method: 'POST',
      body: {
        payment: 'link',
        acceptLateCancellation: true,
        reservationData: {
          checkupSlug: CHECKUP,
          locationSlug: 'zurich_bellevue',
          timeSlotStart: later,
          services: [],
          personalData: booker({ language: 'en', localization: 'en-ch' }),
        },
      },
    });
    expect(booked.status).toBe(201);
  });
});

describe('an invoice is a receivable', () => {
  it('stays due until marked paid; the detail shows it open, then settled', async () => {
    const b = await bookAndPay(t.db, slots[slots.length - 45], 'deposit');
    const due = b.row.balanceDueCents;
    current = actor();
    const invoiced = await callApi<{ paymentId: string; dueCents: number }>(clinicPaymentRoute, {
      method: 'POST',
      body: { id: b.row.id, method: 'invoice', amountCents: due },
    });
    expect(invoiced).toMatchObject({ status: 200, body: { dueCents: due } });
    const open = await callApi<BookingDetailResponse>(bookingRoute, { query: { id: b.row.id } });
    expect(open.body.payments.dueCents).toBe(due);
    expect(open.body.payments.clinic).toEqual([
      expect.objectContaining({ method: 'invoice', amountCents: due, settledAt: null }),
    ]);
    // Not a payment received yet: no receipt of its own.
    expect(open.body.payments.received.map((p) => p.kind)).not.toContain('clinic');
    current = actor({ role: 'viewer' });
    const viewer = await callApi(invoicePaidRoute, {
      method: 'POST',
      body: { id: b.row.id, paymentId: invoiced.body.paymentId },
    });
    expect(viewer.status).toBe(403);
    current = actor();
    const paid = await callApi(invoicePaidRoute, {
      method: 'POST',
      body: { id: b.row.id, paymentId: invoiced.body.paymentId },
    });
    expect(paid).toMatchObject({ status: 200, body: { dueCents: 0 } });
    const again = await callApi(invoicePaidRoute, {
      method: 'POST',
      body: { id: b.row.id, paymentId: invoiced.body.paymentId },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'staff-invoice-not-open' } });
    const bad = await callApi(invoicePaidRoute, {
      method: 'POST',
      body: { id: b.row.id, paymentId: 'not-a-uuid' },
    });
    expect(bad.status).toBe(400);
    const settled = await callApi<BookingDetailResponse>(bookingRoute, {
      query: { id: b.row.id },
    });
    expect(settled.body.payments.dueCents).toBe(0);
    expect(settled.body.payments.received.map((p) => p.kind)).toContain('clinic');
  });
});
