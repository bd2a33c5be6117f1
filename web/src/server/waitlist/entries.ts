/**
 * Joining, confirming and leaving the waitlist, and a booking's "tell me if an earlier slot
 * frees up" (docs/waitlist.md). The email is sealed (server/privacy) with a blind index for the
 * cap of 3 pending or active entries per email, counted under the email's advisory lock so two
 * joins at once cannot both pass it. Every message is a job in the change's transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Catalog, Location } from '@/server/content';
import type { Db, Tx } from '@/server/db/client';
import { namedLock, takeLocks } from '@/server/db/advisory-locks';
import {
  waitlistEntries,
  waitlistOffers,
  type Reservation,
  type WaitlistEntry,
} from '@/server/db/schema';
import { zurichDate, zurichDatePlus } from '@/server/availability/zone';
import { DomainError } from '@/server/domain-error';
import { enqueue } from '@/server/jobs/enqueue';
import { log } from '@/server/log';
import { emailHash, emailHashCandidates } from '@/server/privacy/blind-index';
import { resolveBooking } from '@/server/reservations/booking';
import { readWaitlistToken, type WaitlistTokenKind } from '@/server/tokens/waitlist';
import {
  WAITLIST_ENTRY_ENDED,
  WAITLIST_LINK_INVALID,
  type WaitlistEntryView,
} from '@/contracts/waitlist';
import {
  WAITLIST_LIMIT_REACHED,
  WAITLIST_RANGE_INVALID,
  WAITLIST_SELECTION_INVALID,
  type JoinRequest,
} from '@/contracts/waitlist-join';
import { withdrawOpenOffers } from './offers';
import type { ConfirmWaitlistResponse } from '@/contracts/waitlist-confirm';
import type { LinkAnswer } from '@/server/manage-link/route';

/** Pending or active entries one email may hold at once (docs/waitlist.md). */
export const MAX_LIVE_ENTRIES_PER_EMAIL = 3;
const LIVE_STATES = ['pending', 'active'] as const;

export type EntryDeps = { db: Db; catalog: Catalog; now: Date };

export const entryKeys = {
  confirmEmail: (entryId: string) => `waitlist:email:confirm:${entryId}`,
};

type JoinInput = Omit<JoinRequest, 'services'> & { services: string[] };

/** Locations where the entry's check-up and add-ons can be booked (one, or any offering them). */
function locationsFor(catalog: Catalog, input: JoinInput): Location[] {
  const candidates =
    input.locationSlug === null
      ? catalog.locations.filter((l) => !l.isComingSoon)
      : catalog.locations.filter((l) => l.slug === input.locationSlug);
  return candidates.filter(
    (l) =>
      resolveBooking(catalog, {
        checkupSlug: input.checkupSlug,
        services: input.services,
        locationSlug: l.slug,
      }).ok,
  );
}

/**
 * A pending entry and its confirmation email (double opt-in). Throws DomainError:
 * selection-invalid (400 waitlist-selection-invalid / waitlist-range-invalid) and
 * waitlist-limit-reached (409).
 */
export async function joinWaitlist(input: JoinInput, deps: EntryDeps): Promise<{ id: string }> {
  const { db, catalog, now } = deps;
  const locations = locationsFor(catalog, input);
  const pkg = catalog.packages.find((p) => p.slug === input.checkupSlug);
  if (!pkg || locations.length === 0)
    throw new DomainError('selection-invalid', WAITLIST_SELECTION_INVALID);
  const serviceIds = input.services.map(
    (slug) => catalog.services.find((s) => s.slug === slug)!.id,
  );
  // From today (Zurich) to the furthest horizon among the locations it may go to.
  const today = zurichDate(now);
  const lastDay = locations
    .map((l) => zurichDatePlus(now, l.bookingHorizonDays))
    .sort()
    .at(-1)!;
  if (input.from < today || input.to < input.from || input.to > lastDay)
    throw new DomainError('selection-invalid', WAITLIST_RANGE_INVALID);

  const email = input.email;
  const id = await db.transaction(async (tx) => {
    await takeLocks(tx, [namedLock(`waitlist-email:${emailHash(email)}`)]);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          inArray(waitlistEntries.emailHash, emailHashCandidates(email)),
          inArray(waitlistEntries.state, [...LIVE_STATES]),
        ),
      );
    if (Number(n) >= MAX_LIVE_ENTRIES_PER_EMAIL) {
      log.info('waitlist-join-refused', { reason: WAITLIST_LIMIT_REACHED });
      throw new DomainError('waitlist-limit-reached', WAITLIST_LIMIT_REACHED);
    }
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        kind: 'new-booking',
        state: 'pending',
        checkupId: pkg.id,
        serviceIds,
        locationId: input.locationSlug === null ? null : locations[0].id,
        fromDate: input.from,
        toDate: input.to,
        weekdays: [...new Set(input.weekdays ?? [])].sort(),
        timeOfDay: input.timeOfDay ?? null,
        contact: { email },
        emailHash: emailHash(email),
        language: input.language,
        locale: input.localization,
      })
      .returning({ id: waitlistEntries.id });
    await enqueue(tx, {
      queue: 'waitlist',
      key: entryKeys.confirmEmail(row.id),
      data: { task: 'email', kind: 'waitlist-confirm', entryId: row.id },
    });
    return row.id;
  });
  log.info('waitlist-joined', { entryId: id });
  return { id };
}

/** The entry a waitlist token names, for the email it was made for; 401 otherwise. */
async function openEntry(
  kind: Exclude<WaitlistTokenKind, 'waitlist-offer'>,
  token: string,
  tx: Tx,
  now: Date,
): Promise<WaitlistEntry> {
  const read = readWaitlistToken(kind, token, now);
  const [entry] = read
    ? await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, read.id)).for('update')
    : [];
  if (!read || !entry || !entry.contact.email || !read.matches(entry.contact.email))
    throw new DomainError('waitlist-link-invalid', WAITLIST_LINK_INVALID);
  return entry;
}

/** The double opt-in: pending -> active (again: the same active entry). 409 once it ended. */
export async function confirmEntry(token: string, deps: EntryDeps): Promise<WaitlistEntryView> {
  const entry = await deps.db.transaction(async (tx) => {
    const row = await openEntry('waitlist-confirm', token, tx, deps.now);
    if (row.state === 'active') return row;
    if (row.state !== 'pending') throw new DomainError('waitlist-closed', WAITLIST_ENTRY_ENDED);
    const [updated] = await tx
      .update(waitlistEntries)
      .set({ state: 'active', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(waitlistEntries.id, row.id))
      .returning();
    log.info('waitlist-confirmed', { entryId: row.id });
    return updated;
  });
  return entryView(entry, deps.catalog);
}

/** POST /api/waitlist/confirm's answer: the entry, active (the double opt-in). */
export const confirmAnswer: LinkAnswer<{ token: string }, ConfirmWaitlistResponse> = async (
  { token },
  deps,
) => ({ entry: await confirmEntry(token, deps) });

/** The leave link: pending | active -> left, its open offer withdrawn. Works once (then 409). */
export async function leaveEntry(token: string, deps: EntryDeps): Promise<WaitlistEntryView> {
  const entry = await deps.db.transaction(async (tx) => {
    const row = await openEntry('waitlist-leave', token, tx, deps.now);
    if (!(LIVE_STATES as readonly string[]).includes(row.state))
      throw new DomainError('waitlist-closed', WAITLIST_ENTRY_ENDED);
    return endEntry(tx, row, 'left');
  });
  log.info('waitlist-left', { entryId: entry.id });
  return entryView(entry, deps.catalog);
}

/** pending | active -> `state`, its open offer withdrawn (its slot freed), in `tx`. */
async function endEntry(
  tx: Tx,
  row: WaitlistEntry,
  state: 'left' | 'ended',
): Promise<WaitlistEntry> {
  const [updated] = await tx
    .update(waitlistEntries)
    .set({ state, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, row.id))
    .returning();
  await withdrawOpenOffers(tx, row.id);
  return updated;
}

/**
 * A booking's earlier-slot entry (the manage page): `on` starts one (active at once: the manage
 * link proves the email) for the booking's check-up, add-ons and location, any slot from today
 * until before the booking; `on: false` ends it. The caller has checked the link and, for
 * `on: true`, that the booking may still move.
 */
export async function setEarlierSlot(
  booking: Reservation,
  on: boolean | undefined,
  deps: EntryDeps,
): Promise<{ on: boolean; openOffer: { start: string; expiresAt: string } | null }> {
  const { db, now } = deps;
  await db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.reservationId, booking.id),
          inArray(waitlistEntries.state, [...LIVE_STATES]),
        ),
      )
      .for('update');
    if (on === true && !live) {
      await tx
        .insert(waitlistEntries)
        .values({
          kind: 'earlier-slot',
          state: 'active',
          checkupId: booking.checkupId,
          serviceIds: booking.serviceIds,
          locationId: booking.locationId,
          fromDate: zurichDate(now),
          toDate: zurichDate(booking.startsAt),
          contact: { email: booking.personalData.email },
          emailHash: emailHash(booking.personalData.email),
          language: booking.language,
          locale: booking.locale,
          reservationId: booking.id,
          confirmedAt: now,
        })
        .onConflictDoNothing();
    }
    if (on === false && live) await endEntry(tx, live, 'left');
  });
  return earlierSlotState(db, booking.id);
}

async function earlierSlotState(
  db: Db,
  reservationId: string,
): Promise<{ on: boolean; openOffer: { start: string; expiresAt: string } | null }> {
  const [live] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.reservationId, reservationId),
        inArray(waitlistEntries.state, [...LIVE_STATES]),
      ),
    );
  if (!live) return { on: false, openOffer: null };
  const [offer] = await db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, live.id), eq(waitlistOffers.state, 'open')))
    .orderBy(asc(waitlistOffers.createdAt));
  return {
    on: true,
    openOffer: offer
      ? { start: offer.startsAt.toISOString(), expiresAt: offer.expiresAt.toISOString() }
      : null,
  };
}

/** The entry's terms as the pages show them, in its language. */
export function entryView(entry: WaitlistEntry, catalog: Catalog): WaitlistEntryView {
  const de = entry.language === 'de';
  const pkg = catalog.packages.find((p) => p.id === entry.checkupId);
  const location = entry.locationId
    ? catalog.locations.find((l) => l.id === entry.locationId)
    : null;
  return {
    state: entry.state,
    kind: entry.kind,
    checkup: { slug: pkg?.slug ?? '', title: (de ? pkg?.title_de : pkg?.title_en) ?? '' },
    services: entry.serviceIds.flatMap((id) => {
      const s = catalog.services.find((x) => x.id === id);
      return s ? [{ slug: s.slug, title: de ? s.title_de : s.title_en }] : [];
    }),
    location: location
      ? { slug: location.slug, name: de ? location.title_de : location.title_en }
      : null,
    from: entry.fromDate,
    to: entry.toDate,
    weekdays: entry.weekdays,
    timeOfDay: entry.timeOfDay,
    language: entry.language,
    locale: entry.locale,
  };
}

/**
 * Daily (job-worker/daily.ts): entries whose range is over end, and pending ones whose confirmation
 * link expired; their open offers are withdrawn. Answers how many ended.
 */
export async function endPastEntries(db: Db, now: Date): Promise<number> {
  const today = zurichDate(now);
  const stale = new Date(now.getTime() - 7 * 86_400_000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          inArray(waitlistEntries.state, [...LIVE_STATES]),
          sql`(${waitlistEntries.toDate} < ${today} or (${waitlistEntries.state} = 'pending' and ${waitlistEntries.createdAt} < ${stale.toISOString()}))`,
        ),
      )
      .for('update');
    for (const row of rows) await endEntry(tx, row, 'ended');
    return rows.length;
  });
}
