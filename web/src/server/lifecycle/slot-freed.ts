/**
 * What tells the waitlist that a slot freed up (docs/waitlist.md); in the lifecycle, the owner of the changes that free slots: a `slot-freed` job written in
 * the transaction of the change that frees it (the outbox, docs/outbox.md), so the waitlist
 * hears of every freed slot exactly when the change committed. Each key names the event, so
 * the same change never gives two jobs.
 */
import type { Tx } from '@/server/db/client';
import { enqueue } from '@/server/jobs/enqueue';

export type FreedSlot = { locationId: string; startsAt: Date; endsAt: Date };

/** Why a slot freed: one job key per event. */
export type FreedBy =
  | { kind: 'cancel'; reservationId: string }
  | { kind: 'move'; reservationId: string; revision: number }
  | { kind: 'release'; reservationId: string }
  | { kind: 'lapse'; reservationId: string }
  | { kind: 'offer'; offerId: string };

function freedKey(by: FreedBy): string {
  switch (by.kind) {
    case 'move':
      return `waitlist:freed:move:${by.reservationId}:${by.revision}`;
    case 'offer':
      return `waitlist:freed:offer:${by.offerId}`;
    default:
      return `waitlist:freed:${by.kind}:${by.reservationId}`;
  }
}

/** The slot of `slot` is free from this transaction on: its waitlist hears of it. */
export async function announceSlotFreed(tx: Tx, slot: FreedSlot, by: FreedBy): Promise<void> {
  await enqueue(tx, {
    queue: 'waitlist',
    key: freedKey(by),
    data: {
      task: 'slot-freed',
      locationId: slot.locationId,
      start: slot.startsAt.toISOString(),
      end: slot.endsAt.toISOString(),
    },
  });
}

/**
 * A hold was placed: a check at its expiry (holds lapse silently, readers treat them as free),
 * which frees the slot for the waitlist if the hold was neither paid nor released by then.
 */
export async function announceHoldLapse(
  tx: Tx,
  hold: { id: string; holdExpiresAt: Date | null },
): Promise<void> {
  if (!hold.holdExpiresAt) return;
  await enqueue(tx, {
    queue: 'waitlist',
    key: `waitlist:hold-lapsed:${hold.id}:${hold.holdExpiresAt.getTime()}`,
    data: { task: 'hold-lapsed', reservationId: hold.id },
    startAfter: hold.holdExpiresAt,
  });
}

/** Content added capacity at a location (a room, longer hours): its entries look again. */
export async function announceCapacityChanged(
  tx: Tx,
  locationId: string,
  revision: string,
): Promise<void> {
  await enqueue(tx, {
    queue: 'waitlist',
    key: `waitlist:capacity:${locationId}:${revision}`,
    data: { task: 'capacity-changed', locationId },
  });
}
