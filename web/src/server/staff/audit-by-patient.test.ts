/**
 * The audit trail by patient (docs/staff-desk.md "Audit trail by patient") through GET
 * /api/staff/audit, on PGlite or PostgreSQL: a booking asked for by its reference as typed (not
 * the raw key of a refusal), a patient's every booking (same email or phone), staff by name; an
 * opened day written once per member, location and day; a member's locations changed on the
 * team page, audited and answered with names.
 */
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import { reservations, staffAudit } from '@/server/db/schema';
import { callApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { bookingPerson } from '@/test/booking';
import { deskBooking } from '@/test/desk';
import { signedInStaff, type SignedInStaff } from '@/test/staff';
import * as auditRoute from '@/pages/api/staff/audit';
import * as accountsRoute from '@/pages/api/staff/accounts';
import * as patientRoute from '@/pages/api/staff/patient';
import type { AuditResponse } from '@/contracts/staff-audit';
import type { AccountsResponse } from '@/contracts/staff-accounts';
import { recordAudit } from './audit';

const t = setupTestDb({ worker: false });
const ZURICH = 'location.zurich_bellevue';
let admin: SignedInStaff;
let reception: SignedInStaff;
const rows: Record<string, { id: string; name: string }> = {};

beforeAll(async () => {
  setContentSource(localSource());
  const catalog = await getCatalog();
  admin = await signedInStaff(t.db, { role: 'admin', language: 'de' });
  reception = await signedInStaff(t.db, { role: 'reception', locations: [ZURICH] });
  const person = bookingPerson({ firstName: 'Hans', lastName: 'Müller', email: 'hm@example.com' });
  for (const [key, at, who] of [
    ['first', '2031-03-03T08:00:00Z', person],
    ['second', '2031-04-03T08:00:00Z', person],
    [
      'other',
      '2031-05-03T08:00:00Z',
      bookingPerson({ lastName: 'Andere', phone: '+41 76 999 88 77' }),
    ],
  ] as const) {
    const [row] = await t.db
      .insert(reservations)
      .values(deskBooking({ catalog, startsAt: new Date(at), person: who }))
      .returning({ id: reservations.id, name: reservations.name });
    rows[key] = row;
  }
  // The receptionist opens Hans Müller's bookings (the patient view audits it), and another one.
  for (const id of [rows.first.id, rows.other.id])
    await callApi(patientRoute, { query: { booking: id }, headers: reception.headers });
});

async function audit(query: Record<string, string>) {
  return callApi<AuditResponse & { error?: string }>(auditRoute, {
    query,
    headers: admin.headers,
  });
}

it('finds a booking by its reference as typed, with staff by name and the reference', async () => {
  const typed = rows.first.name.toLowerCase().replace(/-/g, '');
  const res = await audit({ booking: typed });
  expect(res.status).toBe(200);
  expect(res.body.entries.length).toBeGreaterThan(0);
  for (const e of res.body.entries) {
    expect(e.reference).toBe(rows.first.name);
    expect(e.staffName).toBe('Staff reception');
  }
  expect(res.body.entries.map((e) => e.action)).toContain('booking-viewed');
  expect(res.body.staff.map((s) => s.name)).toEqual(
    expect.arrayContaining(['Staff admin', 'Staff reception']),
  );
});

it('a patient filter covers every booking of the same email, not others', async () => {
  const res = await audit({ patient: rows.second.id });
  const refs = new Set(res.body.entries.map((e) => e.reference));
  expect(refs.has(rows.first.name)).toBe(true);
  expect(refs.has(rows.other.name)).toBe(false);
});

it('an unknown reference finds nothing; a malformed one is a catalogue refusal', async () => {
  expect((await audit({ booking: 'ZUR-2222-22' })).body.entries).toEqual([]);
  const bad = await audit({ booking: 'not a reference' });
  expect(bad.status).toBe(400);
  expect(bad.body).toEqual({ error: 'invalid-request' });
});

it('an opened day is written once per member, location and day shown', async () => {
  const actor = { staffId: reception.staffId, clientHash: null };
  const entry = {
    action: 'day-viewed' as const,
    locationId: ZURICH,
    detail: { date: '2031-03-03' },
  };
  for (let i = 0; i < 5; i++) await recordAudit(t.db, actor, entry);
  await recordAudit(t.db, actor, { ...entry, detail: { date: '2031-03-04' } });
  await recordAudit(t.db, { staffId: admin.staffId, clientHash: null }, entry);
  const days = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'day-viewed'));
  expect(days.map((d) => [d.staffId, d.detail.date]).sort()).toEqual(
    [
      [reception.staffId, '2031-03-03'],
      [reception.staffId, '2031-03-04'],
      [admin.staffId, '2031-03-03'],
    ].sort(),
  );
});

it('the team page gets location names and changes a member’s locations, audited', async () => {
  const list = await callApi<AccountsResponse>(accountsRoute, { headers: admin.headers });
  expect(list.body.locations).toContainEqual({ id: 'location.bern', name: 'Bern' });
  expect(list.body.locations).toContainEqual({ id: ZURICH, name: 'Zürich Bellevue' });
  const changed = await callApi(accountsRoute, {
    method: 'PATCH',
    body: { id: reception.staffId, locations: [ZURICH, 'location.bern'] },
    headers: { 'content-type': 'application/json', ...admin.headers },
  });
  expect(changed.status).toBe(200);
  const entries = await audit({ action: 'staff-locations-changed' });
  expect(entries.body.entries[0]).toMatchObject({
    staffName: 'Staff admin',
    detail: { from: ZURICH, to: `${ZURICH},location.bern` },
  });
});
