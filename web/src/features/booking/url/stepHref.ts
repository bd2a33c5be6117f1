/** Links between booking steps carry the booking state in the query (SPEC 2). */
import type { BookingState } from '@/features/booking/state/types';
import { toBookingQuery } from '@/features/booking/url/bookingQuery';

export function stepHref(pathname: string, state: BookingState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toBookingQuery(state))) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
