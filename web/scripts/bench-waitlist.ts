/**
 * The waitlist under load (docs/waitlist.md, docs/performance.md): BENCH_ENTRIES
 * (1,000) active entries for one location, all matching one fully booked slot; a booking there
 * is cancelled and the real worker (polling at the production 2 s, woken by NOTIFY) offers the
 * freed slot. Prints, per run, the time from the cancellation's commit to the offer's commit
 * and to its email at the mailer, and fails when an offer takes longer than 5 s or when a
 * cancel gives other than exactly one offer. On PGlite in memory; with DATABASE_URL a
 * throwaway schema.
 *
 *   npm run bench:waitlist -w web            (BENCH_ENTRIES=1000, BENCH_RUNS=3)
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { setDbOverride, type Db } from '@/server/db/client';
import { reservations, waitlistEntries, waitlistOffers } from '@/server/db/schema';
import { setJobRuntimeOverride } from '@/server/jobs/runtime';
import { cancelByBooker } from '@/server/lifecycle';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import { emailHash } from '@/server/privacy/blind-index';
import { resolveBooking } from '@/server/reservations/booking';
import { upcomingSlots } from '@/test/booking';
import { createTestDb, startTestJobs } from '@/test/db';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 5_000;
const SELECTION = {
  locationSlug: 'zurich_bellevue',
  checkupSlug: 'whole_body_scan_with_blood_test',
  services: [] as string[],
};

async function main(): Promise<void> {
  const handle = await createTestDb();
  setDbOverride(handle.db);
  const jobs = await startTestJobs(handle, { pollingIntervalSeconds: 2 });
  setJobRuntimeOverride(jobs);
  // Offer emails as they reach the mailer (no polling of the database: on PGlite the one
  // connection is the worker's too).
  let offerMail: ((at: { to: string; at: number }) => void) | null = null;
  setMailer({
    send: async (mail: OutgoingMail) => {
      if (mail.headers?.['List-Unsubscribe'] && /appointment|Termin/.test(mail.subject))
        offerMail?.({ to: mail.to, at: Date.now() });
    },
  });
  const db: Db = handle.db;
  let failed = false;
  try {
    const catalog = await getCatalog();
    const resolved = resolveBooking(catalog, SELECTION);
    if (!resolved.ok) throw new Error(resolved.problem);
    const { location, pkg, totalDuration } = resolved.booking;
    // One slot a day, days apart: each run frees a slot of its own.
    const seen = new Set<string>();
    const slots = (await upcomingSlots(SELECTION, 60))
      .filter(
        (s) => s.slice(11, 16) === '11:00' && !seen.has(s.slice(0, 10)) && seen.add(s.slice(0, 10)),
      )
      .slice(0, RUNS);
    const first = slots[0].slice(0, 10);
    const last = slots.at(-1)!.slice(0, 10);

    // The entries, written through the real column types (email sealed, blind index), active.
    const t0 = Date.now();
    for (let i = 0; i < ENTRIES; i += 200) {
      await db.insert(waitlistEntries).values(
        Array.from({ length: Math.min(200, ENTRIES - i) }, (_, k) => {
          const email = `bench.${i + k}@example.com`;
          return {
            kind: 'new-booking' as const,
            state: 'active' as const,
            checkupId: pkg.id,
            serviceIds: [],
            locationId: location!.id,
            fromDate: first,
            toDate: last,
            contact: { email },
            emailHash: emailHash(email),
            language: 'de' as const,
            locale: 'de-ch',
            createdAt: new Date(t0 + i + k),
            confirmedAt: new Date(),
          };
        }),
      );
    }
    console.log(
      `${handle.driver}, ${ENTRIES} active entries for ${location!.slug} (seeded in ${Date.now() - t0} ms), ${RUNS} runs`,
    );
    console.log('run | cancel -> offer written ms | cancel -> offer email ms | offers');
    for (let run = 0; run < RUNS; run++) {
      const start = new Date(slots[run]);
      const booked = [];
      for (const roomKey of location!.roomId) {
        const email = `booked.${run}.${roomKey}@example.com`;
        const [row] = await db
          .insert(reservations)
          .values({
            name: `BEN-${randomUUID().slice(0, 8).toUpperCase()}`,
            status: 'confirmed',
            locationId: location!.id,
            roomKey,
            startsAt: start,
            endsAt: new Date(start.getTime() + totalDuration * 60_000),
            checkupId: pkg.id,
            locationSlug: location!.slug,
            checkupSlug: pkg.slug,
            personalData: {
              firstName: 'B',
              lastName: 'Ench',
              email,
              phone: null,
              street: null,
              postalCode: null,
              city: null,
              country: null,
              birthDate: null,
              biologicalSex: 'female',
              language: 'de',
              localization: 'de-ch',
            },
            emailHash: emailHash(email),
            language: 'de',
            locale: 'de-ch',
            totalCents: 100,
            confirmedAt: new Date(),
          })
          .returning();
        booked.push(row);
      }
      const offersBefore = Number(
        (await db.select({ n: sql<number>`count(*)::int` }).from(waitlistOffers))[0].n,
      );
      const mailed = new Promise<{ to: string; at: number }>((resolve, reject) => {
        offerMail = resolve;
        setTimeout(() => reject(new Error('no offer email within 60 s')), 60_000).unref();
      });
      const cancelled = await cancelByBooker(
        booked[0].id,
        () => ({ ok: true, refundCents: 0, keptCents: 0 }),
        db,
      );
      const at = Date.now();
      if (!cancelled.ok) throw new Error('cancel refused');
      const mail = await mailed;
      const emailed = mail.at - at;
      const [offer] = await db
        .select()
        .from(waitlistOffers)
        .where(eq(waitlistOffers.startsAt, start));
      // The hold's transaction stamped the offer (the database's clock, this machine's).
      const committed = offer.createdAt.getTime() - at;
      const [entry] = await db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.id, offer.entryId));
      if (entry.contact.email !== mail.to) throw new Error('the offer email went to another entry');
      // Let the queue settle, then count: one cancel, one offer.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const offers =
        Number((await db.select({ n: sql<number>`count(*)::int` }).from(waitlistOffers))[0].n) -
        offersBefore;
      console.log([run + 1, committed, emailed, offers].join(' | '));
      if (emailed > GOAL_MS || offers !== 1) failed = true;
    }
    console.log(
      `goal: an offer within ${GOAL_MS} ms of the cancel, exactly one: ${failed ? 'MISSED' : 'met'}`,
    );
  } finally {
    setMailer(null);
    setJobRuntimeOverride(null);
    await jobs.stop();
    setDbOverride(null);
    await handle.close();
  }
  if (failed && !process.env.BENCH_NO_FAIL) process.exitCode = 1;
}

void main();
