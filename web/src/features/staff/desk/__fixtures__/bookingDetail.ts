import type { BookingDetailResponse } from '@/contracts/staff-booking';

/** The booking's id in `bookingDetailAnswer`. */
export const DETAIL_ID = '11111111-1111-4111-8111-111111111111';

type Booking = BookingDetailResponse['booking'];

/**
 * A booking as the desk's detail API answers it (contracts/staff-booking), for the drawer's and
 * the action panel's tests: Eva Muster's confirmed check-up in Zurich, CHF 300 of CHF 1,300 paid
 * online. `booking` overrides the booking's fields (its `dueCents` is also the payments' due).
 */
export function bookingDetailAnswer(booking: Partial<Booking> = {}): BookingDetailResponse {
  const dueCents = booking.dueCents ?? 100_000;
  return {
    booking: {
      id: DETAIL_ID,
      reference: 'ZUR-AAAA-11',
      roomKey: 'r1',
      startsAt: '2026-06-03T08:00:00Z',
      endsAt: '2026-06-03T09:30:00Z',
      name: 'Eva Muster',
      checkup: 'Full-body Check-up',
      addOns: [],
      partnerReservationId: null,
      isPartnerBooking: false,
      status: 'confirmed',
      paidCents: 30_000,
      dueCents,
      refundedCents: 0,
      invoicedCents: 0,
      payAtClinic: false,
      screening: 'complete',
      date: '2026-06-03',
      location: { id: 'location.zurich_bellevue', name: 'Zurich Bellevue' },
      language: 'en',
      createdAt: '2026-06-01T22:10:00Z',
      confirmedAt: '2026-06-01T22:12:00Z',
      cancelledAt: null,
      rescheduleCount: 0,
      holdExpiresAt: null,
      bookedByStaffId: null,
      anonymised: false,
      ...booking,
    },
    person: {
      firstName: 'Eva',
      lastName: 'Muster',
      email: 'eva@example.ch',
      phone: '+41791234567',
      street: null,
      postalCode: null,
      city: null,
      country: null,
      birthDate: '1980-01-01',
      age: 46,
      biologicalSex: 'female',
      language: 'en',
    } as BookingDetailResponse['person'],
    partnerPerson: null,
    checkup: { label: 'Full-body Check-up', durationMinutes: 90 },
    services: [],
    preparation: null,
    price: {
      items: [],
      discounts: [],
      subtotalCents: 130_000,
      totalCents: 130_000,
      depositCents: 30_000,
      paymentOption: 'deposit',
    },
    payments: {
      online: { paidCents: 30_000, provider: 'dev' },
      clinic: [],
      refunds: [],
      received: [],
      paidCents: 30_000,
      dueCents,
    },
    emails: [],
    notes: [],
    partner: null,
    history: [],
  };
}
