/**
 * Whether a sign-in link request tells a staff address from an unknown one by its answer time
 * (docs/staff-desk.md "Limits", docs/security.md "The staff door"): BENCH_PAIRS (40) pairs of
 * POST /api/staff/auth/sign-in/magic-link through the real route over HTTP, one for an enrolled
 * account and one for an unknown address, in alternating order, each pair from its own client
 * address (so the per-client limit stays out of the way; the per-address limit is lifted for
 * the run). Prints the median of each and of the pair differences. Goal: |median difference|
 * < 1 ms. On PGlite in memory; with DATABASE_URL a throwaway schema.
 *
 *   npm run bench:staff-link -w web
 */
import { setDbOverride } from '@/server/db/client';
import { RATE_LIMITS } from '@/server/http/rate-limits';
import { setJobRuntimeOverride } from '@/server/jobs/runtime';
import { setMailer } from '@/server/notify/mailer';
import authRoute from '@/pages/api/staff/auth/[...all]';
import { inviteStaff } from '@/server/staff/auth/accounts';
import { staffUser } from '@/server/db/staff-auth-schema';
import { startApi } from '@/test/api';
import { createTestDb, startTestJobs } from '@/test/db';
import { eq } from 'drizzle-orm';

// Each pair names its own client, as a proxy would (one trusted hop).
process.env.TRUSTED_PROXY_HOPS ??= '1';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const GOAL_MS = 1;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<void> {
  const handle = await createTestDb();
  setDbOverride(handle.db);
  const jobs = await startTestJobs(handle);
  setJobRuntimeOverride(jobs);
  setMailer({ send: async () => undefined });
  // The run asks for one address 40 times: lift the per-address and overall rows for it.
  Object.assign(RATE_LIMITS, {
    'staff-link-address': { limit: 10_000, windowSeconds: 60 },
    'staff-link-all': { limit: 10_000, windowSeconds: 60 },
  });
  const api = await startApi(
    { default: authRoute, config: { api: { bodyParser: false } } },
    '/api/staff/auth',
  );
  let failed = false;
  try {
    const invited = await inviteStaff(
      handle.db,
      { email: 'known@clinic.test', name: 'K', role: 'viewer', locations: [], language: 'en' },
      null,
      { send: false },
    );
    await handle.db
      .update(staffUser)
      .set({ twoFactorEnabled: true })
      .where(eq(staffUser.id, invited.staffId));
    const ask = async (email: string, client: string) => {
      const started = process.hrtime.bigint();
      const res = await fetch(`${api.url}/sign-in/magic-link`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: new URL(api.url).origin,
          'x-forwarded-for': client,
        },
        body: JSON.stringify({ email }),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`answered ${res.status} ${text}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // Warm-up: first requests pay for compiling and the first queries.
    for (let i = 0; i < 5; i++) {
      await ask('known@clinic.test', `203.0.113.${i}`);
      await ask(`warm${i}@clinic.test`, `203.0.113.${i}`);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const client = `198.18.${Math.floor(i / 200)}.${i % 200}`;
      if (i % 2) {
        known.push(await ask('known@clinic.test', client));
        unknown.push(await ask(`nobody${i}@clinic.test`, client));
      } else {
        unknown.push(await ask(`nobody${i}@clinic.test`, client));
        known.push(await ask('known@clinic.test', client));
      }
    }
    const diff = median(known.map((k, i) => k - unknown[i]));
    console.log(`${handle.driver}, ${PAIRS} pairs`);
    console.log(
      `median known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`,
    );
    console.log(`median difference (known - unknown) ${diff.toFixed(2)} ms`);
    failed = Math.abs(diff) >= GOAL_MS;
    console.log(`goal: |median difference| < ${GOAL_MS} ms: ${failed ? 'MISSED' : 'met'}`);
  } finally {
    await api.close();
    setMailer(null);
    setJobRuntimeOverride(null);
    await jobs.stop();
    setDbOverride(null);
    await handle.close();
  }
  if (failed && !process.env.BENCH_NO_FAIL) process.exitCode = 1;
}

void main();
