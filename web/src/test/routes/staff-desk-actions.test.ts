/**
 * The desk's action routes end to end through Next's API layer (docs/staff-desk.md): 401 without
 * a session, 403 below the role or outside the assigned locations, 400 for a body that fails the
 * schema, the action's answer otherwise; the export as a CSV attachment. The session is stood in
 * for (the sign-in is another module's): `staffActorOf` answers the actor this file sets.
 */
import type { StaffActor } from '@/server/staff/actor';
import { callApi } from '@/test/api';
import { actor, bookAndPay, deskRouteSuite } from '@/server/staff/desk/__fixtures__/desk';
import * as attendanceRoute from '@/pages/api/staff/booking/attendance';
import * as cancelRoute from '@/pages/api/staff/booking/cancel';
import * as clinicPaymentRoute from '@/pages/api/staff/booking/clinic-payment';
import * as contactRoute from '@/pages/api/staff/booking/contact';
import * as moveRoute from '@/pages/api/staff/booking/move';
import * as noteRoute from '@/pages/api/staff/booking/note';
import * as paymentLinkRoute from '@/pages/api/staff/booking/payment-link';
import * as resendRoute from '@/pages/api/staff/booking/resend';
import * as bookRoute from '@/pages/api/staff/book';
import * as daySheetRoute from '@/pages/api/staff/day-sheet';
import * as exportRoute from '@/pages/api/staff/export';
import * as freeSlotsRoute from '@/pages/api/staff/free-slots';

let current: StaffActor | null = null;
jest.mock('@/server/staff/session', () => ({ staffActorOf: async () => current }));

const { t, slots } = deskRouteSuite();

const POSTS = {
  attendance: attendanceRoute,
  cancel: cancelRoute,
  'clinic-payment': clinicPaymentRoute,
  contact: contactRoute,
  move: moveRoute,
  note: noteRoute,
  'payment-link': paymentLinkRoute,
  resend: resendRoute,
  book: bookRoute,
};

beforeEach(() => {
  current = null;
});

it.each(Object.entries(POSTS))(
  '%s: 401 without a session, 403 for a viewer',
  async (_name, route) => {
    const res = await callApi(route, { method: 'POST', body: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'staff-sign-in-required' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    current = actor({ role: 'viewer' });
    const viewer = await callApi(route, { method: 'POST', body: {} });
    expect(viewer.status).toBe(403);
    expect(viewer.body).toEqual({ error: 'staff-forbidden' });
  },
);

it('answers 400 for a body the schema refuses, 403 for another location, 200 otherwise', async () => {
  const b = await bookAndPay(t.db, slots[slots.length - 1], 'full');
  current = actor();
  const bad = await callApi(noteRoute, { method: 'POST', body: { id: b.row.id, text: '' } });
  expect(bad.status).toBe(400);
  // An override needs its reason (docs/staff-desk.md, "Routine actions and overrides"): a move
  // without one is refused; a routine action (an email sent again) goes through without one.
  const missingReason = await callApi(moveRoute, {
    method: 'POST',
    body: { id: b.row.id, timeSlotStart: slots[0] },
  });
  expect(missingReason).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  const routine = await callApi(resendRoute, {
    method: 'POST',
    body: { id: b.row.id, email: 'booking-confirmation' },
  });
  expect(routine).toMatchObject({ status: 200, body: { email: 'booking-confirmation' } });
  current = actor({ locations: ['location.bern'] });
  const elsewhere = await callApi(noteRoute, {
    method: 'POST',
    body: { id: b.row.id, text: 'hello' },
  });
  expect(elsewhere).toMatchObject({ status: 403, body: { error: 'staff-forbidden' } });
  current = actor();
  const unknown = await callApi(noteRoute, {
    method: 'POST',
    body: { id: '00000000-0000-4000-8000-000000000000', text: 'hello' },
  });
  expect(unknown).toMatchObject({ status: 404, body: { error: 'staff-booking-not-found' } });
  const ok = await callApi(noteRoute, { method: 'POST', body: { id: b.row.id, text: 'hello' } });
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ noteId: expect.any(String) });
  const refused = await callApi(clinicPaymentRoute, {
    method: 'POST',
    body: { id: b.row.id, reason: 'x', method: 'cash', amountCents: 1 },
  });
  expect(refused).toMatchObject({ status: 409, body: { error: 'staff-amount-above-due' } });
  const free = await callApi(freeSlotsRoute, {
    query: { id: b.row.id, date: slots[slots.length - 1].slice(0, 10) },
  });
  expect(free.status).toBe(200);
  const sheet = await callApi(daySheetRoute, {
    query: { location: 'location.zurich_bellevue', date: 'tomorrow' },
  });
  expect(sheet.status).toBe(400);
});

it('exports CSV as an attachment for admins; 403 for reception', async () => {
  current = actor();
  const query = { from: '2030-01-01', to: '2030-01-31' };
  expect((await callApi(exportRoute, { query })).status).toBe(403);
  current = actor({ role: 'admin', locations: 'all' });
  const res = await callApi<string>(exportRoute, { query });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.headers.get('content-disposition')).toBe(
    'attachment; filename="bookings-2030-01-01-2030-01-31.csv"',
  );
  // Swiss Excel: ; between cells (docs/staff-desk.md, "Export"); the byte order mark is the
  // file's first bytes (a UTF-8 decoder may drop it from the text: desk.test.ts checks it).
  expect(res.body.replace(/^\uFEFF/, '').startsWith('reference;location;room;start;status')).toBe(
    true,
  );
  const tooLong = await callApi(exportRoute, { query: { from: '2030-01-01', to: '2030-06-01' } });
  expect(tooLong).toMatchObject({ status: 400, body: { error: 'staff-export-range-invalid' } });
});
