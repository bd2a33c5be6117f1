/** A booking's detail for the desk (GET /api/staff/booking/<id>) and the desk's actions on it. */
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import { useApi } from '@/lib/useApi';
import { deskFetch } from './sessionEnd';

export function useBooking(id: string) {
  return useApi(
    ['/api/staff/booking', id],
    () => deskFetch<BookingDetailResponse>(`/api/staff/booking/${encodeURIComponent(id)}`),
    { revalidateOnFocus: false },
  );
}

/** The desk's actions on a booking: POST /api/staff/booking/<action> { id, ... }. */
export type BookingAction =
  | 'attendance'
  | 'move'
  | 'cancel'
  | 'clinic-payment'
  | 'payment-link'
  | 'resend'
  | 'contact'
  | 'note'
  | 'invoice-paid';

export function postAction<T = unknown>(action: BookingAction, body: Record<string, unknown>) {
  return deskFetch<T>(`/api/staff/booking/${action}`, { method: 'POST', body });
}
