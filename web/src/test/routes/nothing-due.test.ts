/**
 * A booking with nothing to pay (here the partner's prepaid check-up without add-ons) is
 * confirmed inside the create call. When that confirmation fails, the hold is cancelled at
 * once (it neither keeps its room nor blocks the partner's next try) and the create answers a
 * catalogue id: 409 when the cause is known, 500 internal-error otherwise; the log line has
 * ids and the reason only. The confirm step is injected through the reservation deps.
 */
import type { PageConfig } from 'next';
import { inArray } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { emailHashCandidates } from '@/server/privacy/blind-index';
import { apiHandler, readJsonBody } from '@/server/http';
import { jobsSettled } from '@/server/jobs';
import { reservationDeps } from '@/server/deps';
import { cancelReservation, confirmReservation, type NothingDueConfirm } from '@/server/lifecycle';
import { createReservation } from '@/server/hold-requests';
import { createReservationBodySchema } from '@/shared/reservation-input';
import { startApi, type TestApi } from '@/test/api';
import { booker, buildPaidPartnerBooking, createBody, slotSupply } from '@/test/booking';
import { setupTestDb } from '@/test/db';

const t = setupTestDb();
const CHECKUP = 'whole_body_scan_with_blood_test';
let api: TestApi;
const slots = slotSupply();
const slot = () => slots.take();

/** The confirm step the next create uses (undefined: the real one). */
let confirmStep: NothingDueConfirm | undefined;

/** POST /api/reservation/create as the page route does it, with the confirm step injected. */
const route = {
  config: { api: { bodyParser: false } } satisfies PageConfig,
  default: apiHandler('reservation/create', {
    POST: async (req, res) => {
      const body = await readJsonBody(req, res, createReservationBodySchema);
      if (!body) return;
      const deps = await reservationDeps({ fresh: true });
      const reservation = await createReservation(body, {
        ...deps,
        confirmNothingDue: confirmStep,
      });
      res.status(201).json({ reservation });
    },
  }),
};

const realConfirm: NothingDueConfirm = (id, db) =>
  confirmReservation(
    id,
    { paidCents: 0, balanceDueCents: 0, paymentIntentId: null, provider: 'none' },
    db,
  );

beforeAll(async () => {
  delete process.env.STAFF_WEBHOOK_URL;
  api = await startApi(route, '/api/reservation/create');
  await slots.fill({ locationSlug: 'zurich_bellevue', checkupSlug: CHECKUP });
});
afterEach(() => {
  confirmStep = undefined;
});
afterAll(async () => {
  await jobsSettled();
  await api.close();
});

/** A paid partner booking whose partner (this email) books the prepaid check-up: nothing due. */
async function partnerInvitation(email: string) {
  const booking = await buildPaidPartnerBooking(t.db, email);
  const person = booker({ firstName: 'Ben', lastName: 'Beispiel', email });
  return () =>
    api.post<{ reservation: { id: string; status: string }; error?: string }>(
      createBody({ timeSlotStart: slot(), reservationIdPartner: booking.id, personalData: person }),
    );
}

/** The partner's own rows of that booking, newest last. */
async function ownRows(email: string) {
  const rows = await t.db
    .select()
    .from(reservations)
    .where(inArray(reservations.emailHash, emailHashCandidates(email)));
  return rows
    .filter((r) => r.partnerOfReservationId !== null)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** JSON log lines written to stderr while `run` runs (the tests log nothing otherwise). */
async function stderrLines(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
    process.env.LOG_LEVEL = previous;
  }
  return lines;
}

describe('the nothing-due confirmation fails', () => {
  it('unexpectedly (it throws): 500 internal-error, hold cancelled, logged without personal data', async () => {
    const email = 'ben.throws@example.com';
    const book = await partnerInvitation(email);
    confirmStep = () => Promise.reject(new Error('connection terminated unexpectedly'));
    let res: Awaited<ReturnType<typeof book>> | undefined;
    const lines = await stderrLines(async () => {
      res = await book();
    });
    expect(res).toMatchObject({ status: 500, body: { error: 'internal-error' } });
    const [row] = await ownRows(email);
    expect(row.status).toBe('cancelled');
    const logged = lines.filter((l) => l.includes('"error-confirming-reservation-from-app"'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({
      level: 'error',
      reservationId: row.id,
      reason: 'connection terminated unexpectedly',
      hold: 'cancelled',
    });
    expect(logged[0]).not.toMatch(/ben|beispiel|example\.com/i);

    // The cancelled hold does not block the partner's next try, which is confirmed.
    confirmStep = undefined;
    const again = await book();
    expect(again).toMatchObject({ status: 201, body: { reservation: { status: 'confirmed' } } });
  });

  it('after writing the confirmation (the answer was lost): still cancelled, 500', async () => {
    const email = 'ben.lost-answer@example.com';
    const book = await partnerInvitation(email);
    confirmStep = async (id, db) => {
      await realConfirm(id, db);
      throw new Error('connection lost after commit');
    };
    expect(await book()).toMatchObject({ status: 500, body: { error: 'internal-error' } });
    // The booker heard of no booking, so none may stand.
    expect((await ownRows(email)).map((r) => r.status)).toEqual(['cancelled']);
  });

  it('the slot was lost: 409 reserve-timeslot-error-already-booked, hold cancelled', async () => {
    const email = 'ben.slot-lost@example.com';
    const book = await partnerInvitation(email);
    confirmStep = async () => ({ ok: false, reason: 'slot-lost', reservation: null });
    expect(await book()).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    expect((await ownRows(email)).map((r) => r.status)).toEqual(['cancelled']);
  });

  it('the hold was cancelled meanwhile (a release): 409 error-confirming-reservation-from-app', async () => {
    const email = 'ben.released@example.com';
    const book = await partnerInvitation(email);
    // What a release of the same id at that moment does, then the real confirmation.
    confirmStep = async (id, db) => {
      await cancelReservation(id, db);
      return realConfirm(id, db);
    };
    expect(await book()).toMatchObject({
      status: 409,
      body: { error: 'error-confirming-reservation-from-app' },
    });
    expect((await ownRows(email)).map((r) => r.status)).toEqual(['cancelled']);
  });
});
