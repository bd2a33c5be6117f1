/**
 * The visitor pages' calls to the waitlist API (contracts/waitlist*.ts, types only). Tokens of
 * the email links go in POST bodies, never in a request URL (docs/waitlist.md).
 */
import { apiFetch } from '@/lib/fetcher';
import type { JoinRequest, JoinResponse } from '@/contracts/waitlist-join';
import type { ConfirmWaitlistResponse } from '@/contracts/waitlist-confirm';
import type { LeaveWaitlistResponse } from '@/contracts/waitlist-leave';
import type { OfferResponse, WaitlistOfferView } from '@/contracts/waitlist-offer';
import type { AcceptResponse } from '@/contracts/waitlist-accept';
import type { EarlierSlotResponse } from '@/contracts/booking-earlier-slot';
import type { WaitlistEntryView } from '@/contracts/waitlist';
import type { ManagedBooking } from '@/contracts/booking-manage';
import { WAITLIST_PATHS } from './paths';

export async function joinWaitlist(body: JoinRequest): Promise<JoinResponse> {
  return apiFetch<JoinResponse>(WAITLIST_PATHS.join, { method: 'POST', body });
}

/** Sends the email link's token to `path`: the entry as it stands after the confirm or leave. */
async function entryAfter<R extends { entry: WaitlistEntryView }>(
  path: string,
  token: string,
): Promise<WaitlistEntryView> {
  return (await apiFetch<R>(path, { method: 'POST', body: { token } })).entry;
}

export async function confirmWaitlist(token: string): Promise<WaitlistEntryView> {
  return entryAfter<ConfirmWaitlistResponse>(WAITLIST_PATHS.confirm, token);
}

export async function leaveWaitlist(token: string): Promise<WaitlistEntryView> {
  return entryAfter<LeaveWaitlistResponse>(WAITLIST_PATHS.leave, token);
}

/** Reads the offer (nothing changes on the server). */
export async function fetchOffer(token: string): Promise<WaitlistOfferView> {
  return (await apiFetch<OfferResponse>(WAITLIST_PATHS.offer, { method: 'POST', body: { token } }))
    .offer;
}

/** Takes an earlier-slot offer: the booking moves into the held slot. */
export async function acceptEarlierSlot(token: string): Promise<ManagedBooking> {
  return (
    await apiFetch<AcceptResponse>(WAITLIST_PATHS.accept, { method: 'POST', body: { token } })
  ).booking;
}

/** The manage page's "tell me if an earlier slot frees up": reads without `on`, sets with it. */
export async function earlierSlot(
  token: string,
  on?: boolean,
): Promise<EarlierSlotResponse['earlierSlot']> {
  return (
    await apiFetch<EarlierSlotResponse>(WAITLIST_PATHS.earlierSlot, {
      method: 'POST',
      body: on === undefined ? { token } : { token, on },
    })
  ).earlierSlot;
}
