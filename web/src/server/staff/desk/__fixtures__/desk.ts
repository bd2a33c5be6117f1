/**
 * Test helpers for the desk's integration tests: actors made by hand (the sign-in is not the
 * desk's), a dataset open every day (so slots near now exist whatever day the suite runs),
 * bookings made through the site's pipeline and paid with the dev provider, and the database's
 * jobs and audit rows of a booking.
 */
import { eq, sql } from 'drizzle-orm';
import { defaultDatasetPath, localSource, setContentSource } from '@/server/content/source';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/client';
import { reservations, staffAudit } from '@/server/db/schema';
import { reservationDeps } from '@/server/deps';
import { DomainError } from '@/server/domain-error';
import { ApiError } from '@/server/http';
import { jobsSettled } from '@/server/jobs';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { createReservation } from '@/server/hold-requests';
import { createReservationBodySchema } from '@/shared/reservation-input';
import type { StaffActor } from '@/server/staff/actor';
import { booker, createBody, upcomingSlots, type PersonalDataRequest } from '@/test/booking';
import { datasetWithDocument } from '@/test/content-seed';
import { testActor } from '@/test/desk';
import { setupTestDb } from '@/test/db';
import { payWithDevProvider } from '@/test/pay';

export const ZURICH = 'location.zurich_bellevue';

/** A receptionist of Zurich (testActor's other defaults). */
export function actor(overrides: Partial<StaffActor> = {}): StaffActor {
  return testActor({
    staffId: 'staff-reception-1',
    name: 'Desk',
    locations: [ZURICH],
    clientHash: 'client-digest',
    ...overrides,
  });
}

/**
 * Zurich Bellevue open 08:00-18:00 on all seven days, without the seed's holiday closures, so
 * that a suite finds slots a day or two ahead whatever day it runs (at Christmas too).
 */
export function everyDayOpenDataset(): string {
  const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    _type: 'openingInterval',
    _key: `day-${weekday}`,
    weekday,
    from: '08:00',
    to: '18:00',
  }));
  return datasetWithDocument(
    'location.zurich_bellevue',
    (doc) => ({ ...doc, openingHours, closures: [] }),
    process.env.CONTENT_DATASET_PATH || defaultDatasetPath(),
  );
}

/**
 * The desk suites' world, set up before their tests: the dataset open every day, the dev
 * payment provider, no staff channel, and the mails sent kept in `sent`.
 */
export function openDeskWorld(sent: OutgoingMail[]): void {
  setContentSource(localSource(everyDayOpenDataset()));
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STAFF_WEBHOOK_URL = '';
  setMailer({ send: async (mail) => void sent.push(mail) });
}

/** After the tests: the queued jobs run, the content source and the mailer are the app's. */
export async function closeDeskWorld(): Promise<void> {
  await jobsSettled();
  setContentSource(null);
  setMailer(null);
}

/**
 * A desk route suite: its database, the desk's world (mails dropped) and the upcoming slots of a
 * whole-body scan at Zurich (60 days, in the cancellation window or not), filled in before all.
 */
export function deskRouteSuite() {
  const t = setupTestDb();
  const slots: string[] = [];
  beforeAll(async () => {
    openDeskWorld([]);
    slots.push(
      ...(await upcomingSlots(
        { locationSlug: 'zurich_bellevue', checkupSlug: 'whole_body_scan_with_blood_test' },
        60,
        { window: 'any' },
      )),
    );
  });
  afterAll(closeDeskWorld);
  return { t, slots };
}

const HOUR = 3_600_000;

/**
 * The upcoming slots of a selection (60 days, inside the cancellation window or not), handed out
 * each once by `after`: the first at least `minHours` ahead; the slots within 3 h of one handed
 * out are left out, so that two bookings never compete for a room.
 */
export function spacedSlots() {
  let slots: string[] = [];
  const used = new Set<string>();
  return {
    async fill(sel: Parameters<typeof upcomingSlots>[0]): Promise<void> {
      slots = await upcomingSlots(sel, 60, { window: 'any' });
    },
    after(minHours: number): string {
      const now = Date.now();
      const s = slots.find((x) => !used.has(x) && new Date(x).getTime() - now >= minHours * HOUR);
      if (!s) throw new Error(`no slot ${minHours} hours ahead`);
      const at = new Date(s).getTime();
      for (const x of slots) if (Math.abs(new Date(x).getTime() - at) < 3 * HOUR) used.add(x);
      return s;
    },
  };
}

/** The refusal id a call fails with (DomainError; ApiError as status:id), or 'none'. */
export async function refusalOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'none';
  } catch (err) {
    if (err instanceof DomainError) return err.id;
    if (err instanceof ApiError) return `${err.status}:${err.id}`;
    throw err;
  }
}

export async function rowOf(db: Db, id: string) {
  const [r] = await db.select().from(reservations).where(eq(reservations.id, id));
  return r;
}

/** Books through the site's pipeline and pays (deposit or full) with the dev provider. */
export async function bookAndPay(
  db: Db,
  start: string,
  option: 'deposit' | 'full' | 'none',
  person: Partial<PersonalDataRequest> = {},
) {
  const data = booker({ language: 'en', localization: 'en-ch', ...person });
  const body = createBody({ timeSlotStart: start, personalData: data });
  const created = await createReservation(
    createReservationBodySchema.parse({ ...body, acceptLateCancellation: true }),
    await reservationDeps({ fresh: true }),
  );
  if (option !== 'none') await payWithDevProvider(await rowOf(db, created.id), option);
  return { row: await rowOf(db, created.id), email: data.email };
}

export async function auditRows(db: Db, reservationId: string) {
  return db.select().from(staffAudit).where(eq(staffAudit.reservationId, reservationId));
}

/** The email jobs of a booking (kind and key-derived id), from the queue's own table. */
export async function emailJobs(
  db: Db,
  jobsSchema: string,
  reservationId: string,
): Promise<{ kind: string; state: string }[]> {
  return rowsOf<{ kind: string; state: string }>(
    await db.execute(
      sql.raw(
        `select data->>'kind' as kind, state from ${jobsSchema}.job where name = 'email' and data->>'reservationId' = '${reservationId}'`,
      ),
    ),
  );
}

/** Makes the audit insert fail for entries whose reason is `fail-audit` (rollback tests). */
export async function failAuditOnReason(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function fail_audit_for_test() returns trigger as $$
      begin
        if new.detail->>'reason' = 'fail-audit' then raise exception 'audit refused for test'; end if;
        return new;
      end $$ language plpgsql`),
  );
  await db.execute(sql.raw(`drop trigger if exists fail_audit_for_test on staff_audit`));
  await db.execute(
    sql.raw(`create trigger fail_audit_for_test before insert on staff_audit
      for each row execute function fail_audit_for_test()`),
  );
}
