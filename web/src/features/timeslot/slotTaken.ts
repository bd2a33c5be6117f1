/**
 * "This time was just taken" (docs/spec.md §8 "A slot taken meanwhile"): when the summary's
 * create answers `reserve-timeslot-error-already-booked`, the visitor goes back to the time-slot
 * step, which opens on the same day with fresh times and says so above them. The note crosses
 * the client-side navigation in this module (one tab, one visitor); a reload drops it, as the
 * times shown then are fresh anyway.
 */
import { ALREADY_BOOKED } from '@/contracts/error-ids';

export const SLOT_TAKEN_ERROR = ALREADY_BOOKED;

let pending: { date: string } | null = null;

/** The summary lost its slot on `date` (yyyy-MM-dd, Zurich): the step will say so once. */
export function noteSlotTaken(date: string): void {
  pending = { date };
}

/** The note for the step: read when the step mounts (pure: React may call it twice). */
export function peekSlotTakenNote(): { date: string } | null {
  return pending;
}

/** Said: the step cleared it in its first effect. */
export function clearSlotTakenNote(): void {
  pending = null;
}
