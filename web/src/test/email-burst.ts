/**
 * A burst of paid bookings and how long each confirmation took to reach the SMTP sink: shared by
 * the throughput test (src/server/jobs/throughput.test.ts) and `npm run bench:email`.
 */
import type { Db } from '@/server/db/client';
import { jobIdFor } from '@/server/jobs/ids';
import { confirmReservation, eventKeys } from '@/server/lifecycle';
import { buildBooking } from './booking';
import { percentile, type SmtpSink } from './smtp-sink';

export type BurstResult = {
  count: number;
  /** ms from each confirmation's commit to its arrival at the sink, ascending (Infinity: never). */
  latencies: number[];
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Confirmations that arrived other than exactly once. */
  notOnce: string[];
  /** Messages per second from the first commit to the last arrival. */
  perSecond: number;
};

/** Confirms `count` pending bookings at once and waits (up to `timeoutMs`) for their emails. */
/**
 * Confirmations in flight at once during the burst: fewer than the pool's ten connections less
 * what the job workers hold (email, staff, waitlist and refund loops poll on the same pool).
 */
const CONFIRM_CONCURRENCY = 4;

export async function paidBurst(
  db: Db,
  sink: SmtpSink,
  count: number,
  timeoutMs = 60_000,
): Promise<BurstResult> {
  const booked: Awaited<ReturnType<typeof buildBooking>>[] = [];
  for (let i = 0; i < count; i++) booked.push(await buildBooking(db));
  const paidAt = new Map<string, number>();
  const started = Date.now();
  // Payments arrive as a burst of webhooks and returns, but each takes a pooled connection: a
  // few at a time, as a server's request concurrency allows, not 200 waits for one pool (which
  // on a loaded machine ends in the pool's connect timeout, not in anything measured here).
  const queue = [...booked];
  const confirmOne = async (r: (typeof booked)[number]) => {
    const result = await confirmReservation(
      r.id,
      { paidCents: r.totalCents, balanceDueCents: 0, paymentIntentId: null, provider: 'dev' },
      db,
    );
    if (!result.ok || !result.changed) throw new Error(`not confirmed: ${JSON.stringify(result)}`);
    paidAt.set(`<${jobIdFor(eventKeys.confirmationEmail(r.id))}@booking.jobs>`, Date.now());
  };
  await Promise.all(
    Array.from({ length: CONFIRM_CONCURRENCY }, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) await confirmOne(r);
    }),
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && [...paidAt.keys()].some((id) => !sink.received.has(id)))
    await new Promise((resolve) => setTimeout(resolve, 100));
  // A moment for a second copy to arrive, were there one.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const latencies = [...paidAt]
    .map(([id, at]) => (sink.received.get(id)?.[0] ?? Infinity) - at)
    .sort((a, b) => a - b);
  const arrivals = [...paidAt.keys()].flatMap((id) => sink.received.get(id) ?? []);
  return {
    count,
    latencies,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    notOnce: [...paidAt.keys()].filter((id) => sink.received.get(id)?.length !== 1),
    perSecond: Math.round((arrivals.length / (Math.max(...arrivals) - started)) * 1000),
  };
}
