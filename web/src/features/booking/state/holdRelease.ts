/**
 * Releasing a superseded pending reservation (hold). The reducer drops a pending reservation
 * when the booking changes after "Reserve" and when Reserve is pressed again (reducer.ts);
 * the server hold would otherwise keep its room until the hold time lapses, and a visitor
 * who reserves the same last free room again would be refused by their own old hold.
 *
 * The one place for it: `watchHoldReleases` watches the store (wired by <BookingProvider>) and
 * sends POST /api/reservation/release for every reservation the store drops before payment
 * succeeded, with the email it was made with; fire-and-forget, never blocking the visitor.
 * A release still under way (or failed) when the next create is sent travels with that create
 * (`releases`, summary/reservation.ts), and the server releases it before it looks for a
 * room: the two requests are not ordered otherwise.
 */
import { clientLog } from '@/lib/clientLog';
import type { BookingState } from './types';
import type { BookingStore } from './store';

export const RELEASE_PATH = '/api/reservation/release';

/** A pending reservation and the booker email it was made with (the release needs both). */
export interface HeldReservation {
  reservationId: string;
  email: string;
}

/**
 * The reservation this transition drops: `prev` held reservation X, not paid, and `next`
 * holds no reservation or another one. Null otherwise (also after payment succeeded).
 * While X is in the store its personal data is the one X was made with: any change of it
 * drops X in the same transition, so `prev`'s email is X's.
 */
export function droppedReservation(prev: BookingState, next: BookingState): HeldReservation | null {
  if (prev === next || prev.isPaymentSuccess) return null;
  const reservationId = prev.reservationId;
  if (!reservationId || next.reservationId === reservationId) return null;
  const email = prev.personalData.email?.trim();
  if (!email) return null;
  return { reservationId, email };
}

/**
 * The waitlist hold this transition drops (the visitor chose another slot or started anew):
 * released at once so the slot goes to the next person waiting (docs/waitlist.md). Not when a
 * create succeeded: that create named the hold in `releases` and took its room.
 */
export function droppedWaitlistHold(
  prev: BookingState,
  next: BookingState,
): HeldReservation | null {
  const hold = prev.waitlistHold;
  if (!hold || prev === next || next.waitlistHold?.reservationId === hold.reservationId)
    return null;
  if (next.isReservationSuccess && !prev.isReservationSuccess) return null;
  return { reservationId: hold.reservationId, email: hold.email };
}

/** 'answered': the server decided (released or not); 'failed': no answer, worth carrying on. */
export type ReleaseOutcome = 'answered' | 'failed';

/**
 * POST /api/reservation/release. Never throws; `keepalive` lets it finish when the page is
 * left at once (e.g. a link that starts a new booking). Failures are only logged.
 */
export async function sendHoldRelease(hold: HeldReservation): Promise<ReleaseOutcome> {
  try {
    const response = await fetch(RELEASE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ reservationId: hold.reservationId, email: hold.email }),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (response.ok) return 'answered';
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    // 404 / 409: nothing to release, or not ours to release (paid, payment under way).
    clientLog('warn', 'hold-release-refused', {
      status: response.status,
      error: typeof body?.error === 'string' ? body.error : null,
    });
    return response.status === 429 || response.status >= 500 ? 'failed' : 'answered';
  } catch {
    clientLog('warn', 'hold-release-failed', { error: 'network-error' });
    return 'failed';
  }
}

export interface HoldReleaser {
  /** Sends the release once per reservation id; returns at once. */
  release(hold: HeldReservation): void;
  /** Releases not answered yet (under way or failed), newest last: the next create carries them. */
  pending(): HeldReservation[];
}

/** At most this many are carried (the create route accepts five). */
const MAX_PENDING = 5;
/** A hold lapses on its own after the hold time (30 minutes in the seed); no use carrying it longer. */
const PENDING_TTL_MS = 30 * 60_000;

export function createHoldReleaser(
  send: (hold: HeldReservation) => Promise<ReleaseOutcome> = sendHoldRelease,
  now: () => number = Date.now,
): HoldReleaser {
  const pending = new Map<string, { hold: HeldReservation; since: number }>();
  const answered = new Set<string>();

  return {
    release(hold) {
      const id = hold.reservationId;
      if (answered.has(id) || pending.has(id)) return;
      pending.set(id, { hold, since: now() });
      while (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
      void send(hold)
        .catch((): ReleaseOutcome => 'failed')
        .then((outcome) => {
          if (outcome !== 'answered') return;
          pending.delete(id);
          answered.add(id);
        });
    },
    pending() {
      const cutoff = now() - PENDING_TTL_MS;
      return [...pending.values()].filter((p) => p.since > cutoff).map((p) => p.hold);
    },
  };
}

/** The app's releaser (one per browser tab, like the store). */
export const holdReleaser: HoldReleaser = createHoldReleaser();

/** Releases every reservation the store drops from now on; returns the unsubscribe. */
export function watchHoldReleases(
  store: Pick<BookingStore, 'getState' | 'subscribe'>,
  releaser: Pick<HoldReleaser, 'release'> = holdReleaser,
): () => void {
  let prev = store.getState();
  return store.subscribe(() => {
    const next = store.getState();
    const dropped = droppedReservation(prev, next);
    const droppedHold = droppedWaitlistHold(prev, next);
    prev = next;
    if (dropped) releaser.release(dropped);
    if (droppedHold) releaser.release(droppedHold);
  });
}
