/**
 * Test builders for the step pages after the slot choice (summary, payment): the view they
 * get from the server and a booking that has reached them.
 */
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import type { FlowView } from '@/features/summary/flowView';

export const CHECKUP = 'whole_body_scan_with_blood_test';
export const RESERVATION_ID = '7d9f4c1e-0000-4000-8000-000000000001';

/** The view of a flow that knows one check-up at Bern (and these services): no catalogue. */
export function flowView(knownServices: string[] = [], over: Partial<FlowView> = {}): FlowView {
  return {
    known: { checkups: [CHECKUP], services: knownServices, locations: ['bern'] },
    packages: [],
    services: [],
    locations: [],
    errorMessages: {},
    depositAmount: 300,
    minimumAge: 18,
    policies: {},
    ...over,
  };
}

/** A booking with its check-up, place and slot chosen. */
export const SLOT_CHOSEN: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: CHECKUP,
  locationSlug: 'bern',
  timeSlotStart: '2030-01-07T10:00:00+01:00',
};

/** The same booking once the slot is reserved for anna@example.ch. */
export const RESERVED: BookingState = {
  ...SLOT_CHOSEN,
  reservationId: RESERVATION_ID,
  isReservationSuccess: true,
  personalData: { ...INITIAL_BOOKING_STATE.personalData, email: 'anna@example.ch' },
};
