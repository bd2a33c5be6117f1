/**
 * A realistic year (or several) of bookings for insights (docs/staff-desk.md "Insights"),
 * written with the real column types (personal data sealed, blind indexes): used by the oracle
 * tests (a small share of the slots) and by scripts/bench-insights.ts (100k rows). Per location,
 * room and open day, hourly 55-minute slots inside the opening hours, each booked with
 * probability `fill`; lead times from same day to four months; cancellations, arrivals and
 * no-shows; deposits, full payments and payment at the clinic, balances online and at the
 * desk, refunds; add-ons and discount codes; desk blocks of a room or a whole location; waitlist
 * offers; visitors' holds that lapsed; SMS reminders sent (docs/sms.md: sms_messages) to two in
 * five, who miss their scan less often; and the funnel's daily step views. Deterministic for a
 * seed; `now` decides which appointments have passed.
 */
import { randomUUID } from 'node:crypto';
import { openingIntervals } from '@/server/availability';
import type { Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import {
  clinicPayments,
  deskBlocks,
  funnelDaily,
  onlinePayments,
  refunds,
  reservations,
  smsMessages,
  waitlistEntries,
  waitlistOffers,
  type PersonalData,
} from '@/server/db/schema';
import { reservationName } from '@/server/reservations/names';
import { FUNNEL_STEPS } from '@/contracts/insights-step';
import { deskBooking } from './desk';

export type YearOptions = {
  /** First Zurich date and number of days. */
  from: string;
  days: number;
  /** Share of hourly slots booked (0-1). */
  fill: number;
  /** Location slugs (default: every open one). */
  locations?: string[];
  /** Appointments before `now` have taken place (arrived or no-show). */
  now: Date;
  seed?: number;
  /** Stop after this many reservations (the bench's 100k). */
  maxRows?: number;
  onProgress?: (rows: number) => void;
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TOTAL = 249_000;
const DEPOSIT = 30_000;
const CODES = [
  { code: 'SPRING10', cents: 24_900 },
  { code: 'FRIEND', cents: 10_000 },
];

function person(i: number): PersonalData {
  return {
    firstName: i % 2 ? 'Anna' : 'Jürg',
    lastName: `Meier-${i % 997}`,
    email: `y${i}@example.com`,
    phone: `+4179${String(1_000_000 + i).slice(-7)}`,
    street: `Seestrasse ${1 + (i % 200)}`,
    postalCode: String(8000 + (i % 900)),
    city: 'Zürich',
    country: 'CH',
    birthDate: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
    biologicalSex: i % 2 ? 'female' : 'male',
    language: i % 3 ? 'de' : 'en',
    localization: i % 3 ? 'de-ch' : 'en-ch',
  };
}

/** Lead time in days: same day to four months, most within a month. */
function leadDays(r: number): number {
  if (r < 0.1) return 0;
  if (r < 0.2) return 1;
  if (r < 0.45) return 2 + Math.floor((r - 0.2) * 24);
  if (r < 0.65) return 8 + Math.floor((r - 0.45) * 30);
  if (r < 0.88) return 15 + Math.floor((r - 0.65) * 65);
  if (r < 0.97) return 31 + Math.floor((r - 0.88) * 320);
  return 61 + Math.floor((r - 0.97) * 2000);
}

export async function seedInsightsYear(db: Db, catalog: Catalog, o: YearOptions) {
  let seed = o.seed ?? 11;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const locations = catalog.locations.filter(
    (l) => !l.isComingSoon && (!o.locations || o.locations.includes(l.slug)),
  );
  const now = o.now.getTime();
  const used = new Set<string>();
  const unique = (slug: string) => {
    let name = reservationName(slug);
    while (used.has(name)) name = reservationName(slug);
    used.add(name);
    return name;
  };
  type Row = ReturnType<typeof deskBooking>;
  let rows: Row[] = [];
  let online: (typeof onlinePayments.$inferInsert)[] = [];
  let clinic: (typeof clinicPayments.$inferInsert)[] = [];
  let refunded: (typeof refunds.$inferInsert)[] = [];
  let sms: (typeof smsMessages.$inferInsert)[] = [];
  let written = 0;
  const flush = async (force = false) => {
    if (rows.length < 500 && !force) return;
    if (rows.length) await db.insert(reservations).values(rows);
    if (online.length) await db.insert(onlinePayments).values(online);
    if (clinic.length) await db.insert(clinicPayments).values(clinic);
    if (refunded.length) await db.insert(refunds).values(refunded);
    if (sms.length) await db.insert(smsMessages).values(sms);
    written += rows.length;
    rows = [];
    online = [];
    clinic = [];
    refunded = [];
    sms = [];
    o.onProgress?.(written);
  };
  const full = () => o.maxRows !== undefined && written + rows.length >= o.maxRows;
  const start = Date.parse(`${o.from}T00:00:00Z`);
  const dates = Array.from({ length: o.days }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
  const blocks: (typeof deskBlocks.$inferInsert)[] = [];
  const funnel: (typeof funnelDaily.$inferInsert)[] = [];
  let i = 0;
  for (const [dayIndex, date] of dates.entries()) {
    if (full()) break;
    const base = 80 + Math.floor(rand() * 80);
    FUNNEL_STEPS.forEach((step, k) =>
      funnel.push({ day: date, step, views: Math.round(base * Math.pow(0.78, k)) }),
    );
    for (const [li, location] of locations.entries()) {
      const open = openingIntervals(location, date);
      // Every 23rd day a room is serviced 10:00-14:00; every 61st the whole location closes at noon.
      if ((dayIndex + li) % 23 === 5 && open.length) {
        const from = open[0].startMs + 2 * HOUR_MS;
        blocks.push({
          locationId: location.id,
          roomKeys: [location.rooms[(dayIndex + li) % location.rooms.length].key],
          startsAt: new Date(from),
          endsAt: new Date(from + 4 * HOUR_MS),
          kind: 'service',
          reason: 'Service visit',
          createdBy: 'insights-year',
        });
      }
      if ((dayIndex + li) % 61 === 30 && open.length) {
        const from = open[0].startMs + 4 * HOUR_MS;
        blocks.push({
          locationId: location.id,
          roomKeys: null,
          startsAt: new Date(from),
          endsAt: new Date(open[open.length - 1].endMs),
          kind: 'absence',
          reason: 'Team training',
          createdBy: 'insights-year',
        });
      }
      for (const room of location.rooms)
        for (const interval of open)
          for (let s = interval.startMs; s + 55 * 60_000 <= interval.endMs; s += HOUR_MS) {
            if (full()) break;
            if (rand() >= o.fill) continue;
            const startsAt = new Date(s);
            const lead = leadDays(rand());
            const createdAt = new Date(
              Math.min(s - HOUR_MS, s - lead * DAY_MS - Math.floor(rand() * 10) * HOUR_MS),
            );
            const id = randomUUID();
            const r = rand();
            const cancelled = r < 0.07;
            const atClinic = r >= 0.07 && r < 0.12;
            const payFull = r >= 0.12 && r < 0.35;
            const paid = atClinic ? 0 : payFull ? TOTAL : DEPOSIT;
            const code = rand() < 0.06 ? CODES[Math.floor(rand() * CODES.length)] : null;
            // The slot, as the booking and the lapsed hold below have it.
            const slot = {
              catalog,
              locationSlug: location.slug,
              roomKey: room.key,
              startsAt,
              minutes: 55,
            };
            const values = deskBooking({
              ...slot,
              person: person(i++),
              services: rand() < 0.22 ? ['dxa'] : [],
              status: cancelled ? 'cancelled' : 'confirmed',
              totalCents: TOTAL - (code?.cents ?? 0),
              paidCents: paid,
              balanceDueCents: cancelled ? 0 : TOTAL - (code?.cents ?? 0) - paid,
            });
            const confirmedAt = new Date(createdAt.getTime() + 10 * 60_000);
            const past = s < now;
            const attendance = rand();
            // Two in five ask for an SMS reminder; those who got one miss their scan less often.
            const remind = rand() < 0.4;
            const reminded = remind && !cancelled && s - DAY_MS < now;
            const noShow = attendance < (reminded ? 0.03 : 0.07);
            const row: Row = {
              ...values,
              id,
              name: unique(location.slug),
              createdAt,
              updatedAt: createdAt,
              confirmedAt,
              holdExpiresAt: null,
              payAtClinic: atClinic,
              paymentOption: atClinic ? null : payFull ? 'full' : 'deposit',
              discountCode: code?.code ?? null,
              snapshot: code
                ? {
                    ...values.snapshot!,
                    discounts: [
                      {
                        kind: 'code',
                        code: code.code,
                        label: { en: code.code, de: code.code },
                        amountCents: code.cents,
                      },
                    ],
                    subtotalCents: TOTAL,
                    totalCents: TOTAL - code.cents,
                  }
                : { ...values.snapshot!, subtotalCents: TOTAL, totalCents: TOTAL },
              cancelledAt: cancelled
                ? new Date(confirmedAt.getTime() + Math.floor((s - confirmedAt.getTime()) / 2))
                : null,
              noShowAt: !cancelled && past && noShow ? new Date(s + 15 * 60_000) : null,
              arrivedAt: !cancelled && past && !noShow ? new Date(s - 10 * 60_000) : null,
              smsReminder: remind,
            };
            rows.push(row);
            if (reminded)
              sms.push({
                jobId: randomUUID(),
                reservationId: id,
                kind: 'reminder',
                revision: 0,
                provider: 'outbox',
                segments: 1,
                encoding: 'gsm7',
                sentAt: new Date(s - DAY_MS),
              });
            if (cancelled && paid > 0)
              refunded.push({
                reservationId: id,
                paymentIntentId: `pi_year_${id}`,
                provider: 'dev',
                amountCents: paid,
                status: 'succeeded',
                createdAt: row.cancelledAt!,
              });
            const due = TOTAL - (code?.cents ?? 0) - paid;
            if (!cancelled && due > 0) {
              const way = rand();
              if (way < 0.35 && !atClinic) {
                // The balance paid online a few days before: paid_cents grows, nothing due.
                const at = new Date(Math.max(confirmedAt.getTime() + HOUR_MS, s - 3 * DAY_MS));
                online.push({
                  reservationId: id,
                  paymentIntentId: `pi_bal_${id}`,
                  purpose: 'balance',
                  provider: 'dev',
                  method: 'card',
                  amountCents: due,
                  createdAt: at,
                });
                row.paidCents = paid + due;
                row.balanceDueCents = 0;
              } else if (past && row.arrivedAt) {
                clinic.push({
                  reservationId: id,
                  staffId: 'insights-year',
                  method: way < 0.8 ? 'card-terminal' : 'invoice',
                  amountCents: due,
                  reason: '',
                  createdAt: new Date(s + HOUR_MS),
                  // Every fifth invoice is still open.
                  settledAt: way < 0.8 || way > 0.96 ? new Date(s + HOUR_MS) : null,
                });
              }
            }
            // A visitor's hold that lapsed unpaid, now and then.
            if (rand() < 0.12) {
              const lapsed = deskBooking({
                ...slot,
                person: person(i++),
                status: 'expired',
                paidCents: 0,
              });
              rows.push({
                ...lapsed,
                name: unique(location.slug),
                createdAt: new Date(createdAt.getTime() - HOUR_MS),
                confirmedAt: null,
                holdExpiresAt: new Date(createdAt.getTime() - HOUR_MS / 2),
              });
            }
            await flush();
          }
    }
  }
  await flush(true);
  for (let k = 0; k < blocks.length; k += 500)
    await db.insert(deskBlocks).values(blocks.slice(k, k + 500));
  for (let k = 0; k < funnel.length; k += 1000)
    await db.insert(funnelDaily).values(funnel.slice(k, k + 1000));
  // A waitlist offer every ninth day at each location, each ending one way or another.
  const states = ['taken', 'expired', 'withdrawn', 'expired', 'taken'] as const;
  let offers = 0;
  for (const [dayIndex, date] of dates.entries())
    for (const [li, location] of locations.entries()) {
      if ((dayIndex + li) % 9 !== 0) continue;
      const at = new Date(`${date}T09:00:00Z`);
      const [entry] = await db
        .insert(waitlistEntries)
        .values({
          checkupId: catalog.packages[0].id,
          locationId: location.id,
          fromDate: date,
          toDate: date,
          state: 'ended',
          contact: { email: `wait${offers}@example.com` },
          language: 'de',
          locale: 'de-ch',
          createdAt: at,
        })
        .returning({ id: waitlistEntries.id });
      await db.insert(waitlistOffers).values({
        entryId: entry.id,
        locationId: location.id,
        startsAt: new Date(at.getTime() + 2 * DAY_MS),
        endsAt: new Date(at.getTime() + 2 * DAY_MS + HOUR_MS),
        holdReservationId: randomUUID(),
        state: states[offers % states.length],
        expiresAt: new Date(at.getTime() + 2 * HOUR_MS),
        createdAt: at,
      });
      offers++;
    }
  return { rows: written, blocks: blocks.length, offers };
}
