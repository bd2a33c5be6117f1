/** The page's calls to the manage-link API (contracts/booking-*.ts, types only); the token goes in the body, never the query. */
import { ApiError, apiFetch, CLIENT_ERROR_IDS } from '@/lib/fetcher';
import type { CancelResponse } from '@/contracts/booking-cancel';
import type { ManagedBooking, ManageResponse } from '@/contracts/booking-manage';
import type { RescheduleResponse } from '@/contracts/booking-reschedule';
import type { ResendResponse } from '@/contracts/booking-resend';
import type { PayBalanceResponse } from '@/contracts/booking-pay-balance';
import { MANAGE_PATHS } from './paths';

export async function fetchManagedBooking(token: string): Promise<ManagedBooking> {
  return (await apiFetch<ManageResponse>(MANAGE_PATHS.manage, { method: 'POST', body: { token } }))
    .booking;
}

export async function rescheduleBooking(
  token: string,
  timeSlotStart: string,
  locationSlug: string,
): Promise<ManagedBooking> {
  return (
    await apiFetch<RescheduleResponse>(MANAGE_PATHS.reschedule, {
      method: 'POST',
      body: { token, timeSlotStart, locationSlug },
    })
  ).booking;
}

export async function cancelBooking(token: string): Promise<CancelResponse> {
  return apiFetch<CancelResponse>(MANAGE_PATHS.cancel, { method: 'POST', body: { token } });
}

export async function resendConfirmation(token: string): Promise<ResendResponse> {
  return apiFetch<ResendResponse>(MANAGE_PATHS.resend, { method: 'POST', body: { token } });
}

/** An intent for what is still due (docs/payments.md). */
export async function payBalance(token: string): Promise<PayBalanceResponse> {
  return apiFetch<PayBalanceResponse>(MANAGE_PATHS.payBalance, { method: 'POST', body: { token } });
}

/**
 * The statement, or with `payment` one payment's receipt, and the file name the server gave
 * (the token goes in the body, never in a URL).
 */
export async function fetchReceipt(
  token: string,
  payment?: string,
): Promise<{ blob: Blob; filename: string | null }> {
  const res = await fetch(MANAGE_PATHS.receipt, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payment ? { token, payment } : { token }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    const id = typeof body?.error === 'string' ? body.error : CLIENT_ERROR_IDS.http;
    throw new ApiError(id, res.status);
  }
  const disposition = res.headers.get('Content-Disposition') ?? '';
  return { blob: await res.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
