/**
 * Hold hoarding (docs/security.md): how much of one location's bookable capacity a script can take
 * in a minute. It sends creates over real HTTP to the real create route (Next's API resolver,
 * ./src/test/api.ts) on an in-memory PGlite with the seed's content and Settings, with a new
 * X-Forwarded-For and a new email on every request, for each attacker:
 *   1. "rotating X-Forwarded-For": the default deployment (TRUSTED_PROXY_HOPS unset), where the
 *      header is the client's own text;
 *   2. "many real addresses": behind a trusted proxy (TRUSTED_PROXY_HOPS=1), every request
 *      from a distinct address (a botnet), not solving the proof-of-work;
 *   3. "many real addresses + solving": the same, solving every challenge with altcha-lib on
 *      this machine's CPU.
 * The share is the location's free room-slots over its whole booking horizon (the sum of free
 * rooms over every slot start) that the attacker's holds removed.
 *
 *   npm run bench:hoarding -w web            (BENCH_SECONDS=60, BENCH_CONCURRENCY=8)
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as challengeRoute from '@/pages/api/reservation/challenge';
import * as createRoute from '@/pages/api/reservation/create';
import { computeAvailability, zurichDate } from '@/server/availability';
import { getCatalog } from '@/server/content';
import { setDbOverride } from '@/server/db/client';
import { setJobRuntimeOverride } from '@/server/jobs/runtime';
import { busyIntervals } from '@/server/reservations/busy';
import { resolveBooking } from '@/server/reservations/booking';
import { startApi } from '@/test/api';
import { createBody } from '@/test/booking';
import { createTestDb, startTestJobs } from '@/test/db';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const LOCATION = 'zurich_bellevue';
const CHECKUP = 'whole_body_scan_with_blood_test';

type Attacker = { name: string; trustedHops: string | undefined; solve: boolean };
const ATTACKERS: Attacker[] = [
  { name: 'rotating X-Forwarded-For (no proxy trusted)', trustedHops: undefined, solve: false },
  { name: 'many real addresses (behind a proxy)', trustedHops: '1', solve: false },
  { name: 'many real addresses + solving the proof-of-work', trustedHops: '1', solve: true },
];

async function capacity(db: Parameters<typeof busyIntervals>[0]) {
  const catalog = await getCatalog();
  const resolved = resolveBooking(catalog, {
    checkupSlug: CHECKUP,
    locationSlug: LOCATION,
    services: [],
  });
  if (!resolved.ok) throw new Error(resolved.problem);
  const { location, totalDuration } = resolved.booking;
  const now = new Date();
  const horizon = new Date(now.getTime() + 400 * 86_400_000);
  const days = computeAvailability({
    location: location!,
    busy: await busyIntervals(db, location!.id, now, horizon),
    durationMinutes: totalDuration,
    startDate: zurichDate(now),
    endDate: zurichDate(horizon),
    now,
  });
  const slots = days.flatMap((d) => d.slots);
  return {
    starts: slots.filter((s) => s.freeRooms > 0).map((s) => s.start),
    freeRoomSlots: slots.reduce((sum, s) => sum + s.freeRooms, 0),
  };
}

async function run(attacker: Attacker) {
  if (attacker.trustedHops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = attacker.trustedHops;
  const handle = await createTestDb();
  setDbOverride(handle.db);
  const jobs = await startTestJobs(handle, { worker: false });
  setJobRuntimeOverride(jobs);
  const create = await startApi(createRoute, '/api/reservation/create');
  const challenge = await startApi(challengeRoute, '/api/reservation/challenge');
  try {
    const before = await capacity(handle.db);
    const answers = new Map<string, number>();
    let n = 0;
    let solveMs = 0;
    const until = Date.now() + SECONDS * 1000;
    const worker = async () => {
      while (Date.now() < until) {
        const i = n++;
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const body: Record<string, unknown> = createBody({
          locationSlug: LOCATION,
          checkupSlug: CHECKUP,
          // spread over the horizon, as a hoarder would
          timeSlotStart: before.starts[(i * 7919) % before.starts.length],
        });
        let res = await create.post<{ error?: string }>(body, { 'x-forwarded-for': address });
        if (res.status === 428 && attacker.solve) {
          const t0 = Date.now();
          const c = await challenge.get<Challenge>(
            { location: LOCATION },
            { 'x-forwarded-for': address },
          );
          const solution = await solveChallenge({ challenge: c.body, deriveKey });
          solveMs += Date.now() - t0;
          const payload = Buffer.from(JSON.stringify({ challenge: c.body, solution })).toString(
            'base64',
          );
          res = await create.post<{ error?: string }>(
            { ...body, challenge: payload },
            { 'x-forwarded-for': address },
          );
        }
        const key = res.status === 201 ? '201 hold' : `${res.status} ${res.body.error}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const after = await capacity(handle.db);
    const taken = answers.get('201 hold') ?? 0;
    const share = 1 - after.freeRoomSlots / before.freeRoomSlots;
    return {
      attacker: attacker.name,
      requests: n,
      holds: taken,
      answers: Object.fromEntries(answers),
      solveMs,
      freeBefore: before.freeRoomSlots,
      freeAfter: after.freeRoomSlots,
      share,
    };
  } finally {
    await create.close();
    await challenge.close();
    setJobRuntimeOverride(null);
    await jobs.stop();
    setDbOverride(null);
    await handle.close();
  }
}

async function main() {
  const catalog = await getCatalog();
  const s = catalog.settings;
  console.log(
    `Settings: ${s.maxLiveHoldsPerEmail} live hold/email, ${s.maxLiveHoldsPerClient}/client, burst floor ${s.holdBurstMinimum} per 10 min, factor ${s.holdBurstFactor}; ${SECONDS} s, ${CONCURRENCY} concurrent`,
  );
  for (const attacker of ATTACKERS) {
    const r = await run(attacker);
    console.log(
      `${r.attacker}: ${r.requests} requests, ${r.holds} holds, ${(r.share * 100).toFixed(2)} % of ${r.freeBefore} free room-slots taken` +
        (attacker.solve ? `, ${(r.solveMs / 1000).toFixed(1)} s solving` : '') +
        `\n  answers: ${JSON.stringify(r.answers)}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
