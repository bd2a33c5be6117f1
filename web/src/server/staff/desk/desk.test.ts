/**
 * Book for a caller, the day sheet and the CSV export against a fresh database (PGlite, or
 * PostgreSQL with DATABASE_URL): the site's price and hold, the exclusion rule, pay at the
 * clinic, the sheet's rows, the CSV's format and its formula guard, and each one audited.
 */
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { reservations, staffAudit } from '@/server/db/schema';
import { jobsSettled } from '@/server/jobs';
import type { OutgoingMail } from '@/server/notify/mailer';
import { DXA_AT_ZURICH } from '@/server/pricing/__fixtures__/catalog';
import { quoteReservation } from '@/server/pricing/quote';
import { zurichDate } from '@/server/availability/zone';
import { booker } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import {
  actor,
  auditRows,
  bookAndPay,
  closeDeskWorld,
  emailJobs,
  openDeskWorld,
  refusalOf,
  rowOf,
  spacedSlots,
  ZURICH,
} from './__fixtures__/desk';
import { addNote } from './actions/note';
import type { DeskDeps } from './actions/common';
import { staffBookRequestSchema } from '@/contracts/staff-book';
import { bookForCaller, staffHoldMinutes } from './book-for-caller';
import { daySheet } from './day-sheet';
import { csvCell, csvPhone, exportCsv } from './export';

const t = setupTestDb();
const CHECKUP = 'whole_body_scan_with_blood_test';
const sent: OutgoingMail[] = [];
const slots = spacedSlots();
const slotAfter = (minHours: number) => slots.after(minHours);

async function deps(): Promise<DeskDeps> {
  return { db: t.db, catalog: await getCatalog(), now: new Date() };
}

function callerInput(start: string, payment: 'link' | 'at-clinic', person = {}) {
  return staffBookRequestSchema.parse({
    reservationData: {
      checkupSlug: CHECKUP,
      locationSlug: 'zurich_bellevue',
      services: ['dxa'],
      timeSlotStart: start,
      personalData: booker({ language: 'de', localization: 'de-ch', ...person }),
    },
    reason: 'caller on the phone',
    payment,
    acceptLateCancellation: true,
  });
}

beforeAll(async () => {
  openDeskWorld(sent);
  await slots.fill({ locationSlug: 'zurich_bellevue', checkupSlug: CHECKUP, services: ['dxa'] });
});
afterAll(closeDeskWorld);

describe('book for a caller', () => {
  it('holds at the site price for a day, records who booked, emails the payment link', async () => {
    const start = slotAfter(24 * 3);
    const input = callerInput(start, 'link');
    const d = await deps();
    const booked = await bookForCaller(actor(), input, d);
    const row = await rowOf(t.db, booked.id);
    const quote = await quoteReservation({ ...DXA_AT_ZURICH, language: 'de' }, d);
    expect(row).toMatchObject({
      status: 'pending',
      totalCents: quote.totalCents,
      bookedByStaffId: 'staff-reception-1',
      payAtClinic: false,
      clientHash: null,
    });
    const holdMinutes = (row.holdExpiresAt!.getTime() - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(staffHoldMinutes(d.catalog, new Date(start), d.now) - 2);
    expect(holdMinutes).toBeGreaterThan(d.catalog.settings.initialHoldMinutes);
    expect(await auditRows(t.db, booked.id)).toEqual([
      expect.objectContaining({
        action: 'booking-created',
        detail: { reason: 'caller on the phone', payment: 'link', walkIn: false },
      }),
    ]);
    expect((await emailJobs(t.db, t.handle.jobsSchema, booked.id)).map((j) => j.kind)).toEqual([
      'payment-link',
    ]);
  });

  it('pays at the clinic: confirmed now, nothing paid online, the total due; confirmation sent', async () => {
    const input = callerInput(slotAfter(24 * 4), 'at-clinic');
    const booked = await bookForCaller(actor(), input, await deps());
    expect(booked.status).toBe('confirmed');
    const row = await rowOf(t.db, booked.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      payAtClinic: true,
      paidCents: 0,
      balanceDueCents: row.totalCents,
    });
    await jobsSettled();
    expect(
      sent.some((m) => m.to === input.reservationData.personalData.email && m.subject.length > 0),
    ).toBe(true);
  });

  it('refuses an occupied slot, another location and a viewer', async () => {
    const full = slotAfter(24 * 5);
    let refusal = 'none';
    for (let i = 0; i < 12 && refusal === 'none'; i++)
      refusal = await refusalOf(
        bookForCaller(actor(), callerInput(full, 'at-clinic'), await deps()),
      );
    expect(refusal).toBe('reserve-timeslot-error-already-booked');
    const input = callerInput(slotAfter(24 * 6), 'link');
    expect(
      await refusalOf(bookForCaller(actor({ locations: ['location.bern'] }), input, await deps())),
    ).toBe('403:staff-forbidden');
    expect(await refusalOf(bookForCaller(actor({ role: 'viewer' }), input, await deps()))).toBe(
      '403:staff-forbidden',
    );
  });
});

describe('day sheet and CSV export', () => {
  it('lists the day with notes, audited as printed', async () => {
    const start = slotAfter(24 * 8);
    const b = await bookAndPay(t.db, start, 'deposit', { lastName: 'Sheetmann' });
    await addNote(actor(), { id: b.row.id, text: 'Wheelchair access' }, { db: t.db });
    const date = zurichDate(new Date(start));
    const sheet = await daySheet(actor(), { location: ZURICH, date }, await deps());
    const line = sheet.rows.find((r) => r.id === b.row.id);
    expect(line).toMatchObject({
      reference: b.row.name,
      name: 'Anna Sheetmann',
      notesCount: 1,
      latestNote: 'Wheelchair access',
      status: 'confirmed',
    });
    expect(line!.start).toMatch(/^\d\d:\d\d$/);
    const printed = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'day-sheet-printed'));
    expect(printed.at(-1)).toMatchObject({
      locationId: ZURICH,
      detail: { date, rows: sheet.rows.length },
    });
    expect(
      await refusalOf(
        daySheet(actor({ locations: ['location.bern'] }), { location: ZURICH, date }, await deps()),
      ),
    ).toBe('403:staff-forbidden');
  });

  it('guards cells against formulas and quotes as RFC 4180 asks', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+41791234567')).toBe("'+41791234567");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('Muster, Anna')).toBe('"Muster, Anna"');
    expect(csvCell('Muster; Anna')).toBe('"Muster; Anna"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes phones as text Excel keeps, without a quote', () => {
    expect(csvPhone('+41791234567')).toBe('079 123 45 67');
    expect(csvPhone('+4930123456')).toBe('0049 30123456');
    expect(csvPhone(null)).toBe('');
    for (const phone of ['+41791234567', '+4930123456'])
      expect(csvCell(csvPhone(phone))).toBe(csvPhone(phone));
  });

  it('exports a range for admins only, with header, amounts and the audit of its size', async () => {
    const start = slotAfter(24 * 10);
    const b = await bookAndPay(t.db, start, 'deposit', { lastName: '=cmd' });
    const date = zurichDate(new Date(start));
    const admin = actor({ role: 'admin', locations: 'all', staffId: 'staff-admin-1' });
    const { csv, rows, filename } = await exportCsv(
      admin,
      { from: date, to: date, location: ZURICH },
      await deps(),
    );
    // Swiss Excel: a UTF-8 byte order mark, then ; between cells.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'reference;location;room;start;status;first_name;last_name;email;phone;checkup;services;total_chf;paid_chf;due_chf',
    );
    expect(rows).toBe(lines.length - 2); // header, and the empty string after the last CRLF
    const line = lines.find((l) => l.startsWith(b.row.name))!;
    expect(line).toContain(";'=cmd;");
    // The phone as text without a quote; labels, not slugs (the staff member's language, en).
    expect(line).toContain(';079 123 45 67;');
    expect(line).not.toContain("'+41");
    const cells = line.split(';');
    expect(cells[1]).toBe('Zurich Bellevue');
    expect(cells[4]).toBe('Confirmed');
    expect(cells[9]).toBe(b.row.snapshot!.checkup.bookedTitle.en);
    expect(line).not.toContain('zurich_bellevue');
    expect(
      line.endsWith(
        [b.row.totalCents, b.row.paidCents, b.row.balanceDueCents]
          .map((c) => (c / 100).toFixed(2))
          .join(';'),
      ),
    ).toBe(true);
    expect(filename).toBe(`bookings-zurich_bellevue-${date}-${date}.csv`);
    const [entry] = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'export-csv'));
    expect(entry).toMatchObject({
      staffId: 'staff-admin-1',
      detail: { from: date, to: date, rows },
    });
    expect(JSON.stringify(entry)).not.toContain(b.email);
    expect(await refusalOf(exportCsv(actor(), { from: date, to: date }, await deps()))).toBe(
      '403:staff-forbidden',
    );
    expect(
      await refusalOf(exportCsv(admin, { from: '2030-01-01', to: '2030-04-04' }, await deps())),
    ).toBe('staff-export-range-invalid');
    expect(
      await refusalOf(exportCsv(admin, { from: '2030-01-02', to: '2030-01-01' }, await deps())),
    ).toBe('staff-export-range-invalid');
    // The booking is still there unchanged: exporting reads only.
    expect((await rowOf(t.db, b.row.id)).status).toBe('confirmed');
    expect(
      await t.db.select().from(reservations).where(eq(reservations.id, b.row.id)),
    ).toHaveLength(1);
  });
});
