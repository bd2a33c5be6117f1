/** A booking's detail for the desk (GET /api/staff/booking/<id>) and the desk's actions on it. */
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import { useApi } from '@/lib/useApi';
import { staffFetch } from './sessionEnd';

export function useBooking(id: string) {
  return useApi(
    ['/api/staff/booking', id],
    () => staffFetch<BookingDetailResponse>(`/api/staff/booking/${encodeURIComponent(id)}`),
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
  | 'note';

export function postAction<T = unknown>(action: BookingAction, body: Record<string, unknown>) {
  return staffFetch<T>(`/api/staff/booking/${action}`, { method: 'POST', body });
}
