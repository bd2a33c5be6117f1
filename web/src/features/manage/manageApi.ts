/** The page's calls to the manage-link API (contract.ts); the token goes in the body, never the query. */
import { apiFetch } from '@/lib/fetcher';
import type { CancelAnswer, ManageAnswer, ManagedBooking } from './contract';
import { MANAGE_PATHS } from './paths';

export async function fetchManagedBooking(token: string): Promise<ManagedBooking> {
  return (await apiFetch<ManageAnswer>(MANAGE_PATHS.manage, { method: 'POST', body: { token } })).booking;
}

export async function rescheduleBooking(token: string, timeSlotStart: string, locationSlug: string): Promise<ManagedBooking> {
  return (
    await apiFetch<ManageAnswer>(MANAGE_PATHS.reschedule, { method: 'POST', body: { token, timeSlotStart, locationSlug } })
  ).booking;
}

export async function cancelBooking(token: string): Promise<CancelAnswer> {
  return apiFetch<CancelAnswer>(MANAGE_PATHS.cancel, { method: 'POST', body: { token } });
}

export async function resendConfirmation(token: string): Promise<void> {
  await apiFetch(MANAGE_PATHS.resend, { method: 'POST', body: { token } });
}
