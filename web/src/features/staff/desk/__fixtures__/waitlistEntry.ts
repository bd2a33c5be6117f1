import type { StaffWaitlistEntry } from '@/contracts/staff-waitlist';

/** A waitlist entry as the desk's waitlist API lists it: Wanda, any December day in Bern. */
export function waitlistEntry(over: Partial<StaffWaitlistEntry> = {}): StaffWaitlistEntry {
  return {
    id: 'e1',
    kind: 'new-booking',
    state: 'active',
    joinedAt: '2026-11-20T09:15:00Z',
    email: 'wanda@example.ch',
    checkup: 'Full-body Check-up',
    addOns: [],
    thisLocationOnly: true,
    from: '2026-12-01',
    to: '2026-12-31',
    weekdays: [],
    timeOfDay: null,
    bookingReference: null,
    offers: [],
    ...over,
  };
}
