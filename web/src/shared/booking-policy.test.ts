import {
  DEFAULT_BOOKING_POLICY,
  effectivePolicy,
  slotTerms,
  whatMayBeDone,
  type PolicyBooking,
} from './booking-policy';

const START = new Date('2026-06-10T08:00:00Z');
const hoursBeforeStart = (h: number) => new Date(START.getTime() - h * 3_600_000);

const booking = (over: Partial<PolicyBooking> = {}): PolicyBooking => ({
  status: 'confirmed',
  start: START,
  bookedAt: new Date(START.getTime() - 30 * 86_400_000),
  rescheduleCount: 0,
  paidCents: 249_000,
  depositCents: 30_000,
  retainedForPartnerCents: 0,
  minimumNoticeHours: 24,
  ...over,
});

describe('effectivePolicy', () => {
  it('takes Settings where the check-up sets nothing and the check-up value where it does', () => {
    expect(effectivePolicy(DEFAULT_BOOKING_POLICY, null)).toEqual(DEFAULT_BOOKING_POLICY);
    expect(
      effectivePolicy(DEFAULT_BOOKING_POLICY, {
        freeCancellationUntilHours: 72,
        maxReschedules: null,
      }),
    ).toEqual({
      rescheduleUntilHours: 48,
      maxReschedules: 2,
      freeCancellationUntilHours: 72,
      freeCancellationAfterBookingMinutes: 60,
    });
    // 0 is a real value (no reschedules), not "unset".
    expect(effectivePolicy(DEFAULT_BOOKING_POLICY, { maxReschedules: 0 }).maxReschedules).toBe(0);
  });
});

describe('whatMayBeDone: reschedule', () => {
  it.each`
    case                                | over                                   | hoursBefore | allowed  | reason                                    | remainingAfter
    ${'well ahead'}                     | ${{}}                                  | ${100}      | ${true}  | ${undefined}                              | ${1}
    ${'exactly at the 48 h limit'}      | ${{}}                                  | ${48}       | ${true}  | ${undefined}                              | ${1}
    ${'one minute past the 48 h limit'} | ${{}}                                  | ${47.99}    | ${false} | ${'booking-reschedule-window-closed'}     | ${undefined}
    ${'moved once already'}             | ${{ rescheduleCount: 1 }}              | ${100}      | ${true}  | ${undefined}                              | ${0}
    ${'moved twice already'}            | ${{ rescheduleCount: 2 }}              | ${100}      | ${false} | ${'booking-reschedule-limit-reached'}     | ${undefined}
    ${'unpaid hold'}                    | ${{ status: 'pending', paidCents: 0 }} | ${100}      | ${false} | ${'booking-reschedule-unpaid'}            | ${undefined}
    ${'cancelled'}                      | ${{ status: 'cancelled' }}             | ${100}      | ${false} | ${'booking-not-active'}                   | ${undefined}
    ${'expired'}                        | ${{ status: 'expired' }}               | ${100}      | ${false} | ${'booking-not-active'}                   | ${undefined}
    ${'inside minimum notice'}          | ${{ minimumNoticeHours: 120 }}         | ${100}      | ${false} | ${'booking-change-inside-minimum-notice'} | ${undefined}
    ${'appointment begun'}              | ${{}}                                  | ${0}        | ${false} | ${'booking-appointment-past'}             | ${undefined}
  `('$case', ({ over, hoursBefore, allowed, reason, remainingAfter }) => {
    const answer = whatMayBeDone(
      booking(over),
      DEFAULT_BOOKING_POLICY,
      hoursBeforeStart(hoursBefore),
    ).reschedule;
    expect(answer.allowed).toBe(allowed);
    if (answer.allowed) {
      expect(answer.remainingAfter).toBe(remainingAfter);
      expect(answer.until).toEqual(hoursBeforeStart(48));
    } else expect(answer.reason).toBe(reason);
  });
});

describe('whatMayBeDone: cancel', () => {
  it.each`
    case                                                | over                                                        | hoursBefore | free     | refundCents | keptCents
    ${'full payment, outside the free window'}          | ${{}}                                                       | ${49}       | ${true}  | ${249_000}  | ${0}
    ${'full payment, exactly at the limit'}             | ${{}}                                                       | ${48}       | ${true}  | ${249_000}  | ${0}
    ${'full payment, inside the window: deposit kept'}  | ${{}}                                                       | ${30}       | ${false} | ${219_000}  | ${30_000}
    ${'deposit paid, inside the window: nothing back'}  | ${{ paidCents: 30_000 }}                                    | ${30}       | ${false} | ${0}        | ${30_000}
    ${'deposit paid, free window: deposit back'}        | ${{ paidCents: 30_000 }}                                    | ${72}       | ${true}  | ${30_000}   | ${0}
    ${'unpaid hold: cancellable, nothing to refund'}    | ${{ status: 'pending', paidCents: 0 }}                      | ${30}       | ${false} | ${0}        | ${0}
    ${'two-person, partner booked, free window'}        | ${{ paidCents: 398_000, retainedForPartnerCents: 199_000 }} | ${72}       | ${true}  | ${199_000}  | ${0}
    ${'two-person, partner booked, late'}               | ${{ paidCents: 398_000, retainedForPartnerCents: 199_000 }} | ${30}       | ${false} | ${169_000}  | ${30_000}
    ${'partner prepaid, own add-on paid, late'}         | ${{ paidCents: 12_000, depositCents: 0 }}                   | ${30}       | ${false} | ${12_000}   | ${0}
    ${'deposit larger than payment (nothing negative)'} | ${{ paidCents: 10_000 }}                                    | ${30}       | ${false} | ${0}        | ${10_000}
  `('$case', ({ over, hoursBefore, free, refundCents, keptCents }) => {
    const answer = whatMayBeDone(
      booking(over),
      DEFAULT_BOOKING_POLICY,
      hoursBeforeStart(hoursBefore),
    ).cancel;
    const paid = booking(over).paidCents;
    expect(answer).toEqual({
      allowed: true,
      free,
      refundCents,
      keptCents,
      // Every franc is accounted for: refunded + kept + the partner's share = paid.
      retainedCents: paid - refundCents - keptCents,
      freeUntil: hoursBeforeStart(48),
    });
    if (over.retainedForPartnerCents)
      expect(answer).toMatchObject({ retainedCents: over.retainedForPartnerCents });
  });

  it('follows a check-up override of the free window', () => {
    const policy = effectivePolicy(DEFAULT_BOOKING_POLICY, { freeCancellationUntilHours: 24 });
    const answer = whatMayBeDone(booking(), policy, hoursBeforeStart(30)).cancel;
    expect(answer).toMatchObject({ allowed: true, free: true, refundCents: 249_000 });
  });

  it('refuses inside minimum notice, after the start and once cancelled', () => {
    const now = hoursBeforeStart(10);
    expect(whatMayBeDone(booking(), DEFAULT_BOOKING_POLICY, now).cancel).toEqual({
      allowed: false,
      reason: 'booking-change-inside-minimum-notice',
    });
    expect(whatMayBeDone(booking(), DEFAULT_BOOKING_POLICY, hoursBeforeStart(-1)).cancel).toEqual({
      allowed: false,
      reason: 'booking-appointment-past',
    });
    expect(
      whatMayBeDone(booking({ status: 'cancelled' }), DEFAULT_BOOKING_POLICY, hoursBeforeStart(100))
        .cancel,
    ).toEqual({ allowed: false, reason: 'booking-not-active' });
  });
});

describe('free cancellation after booking (docs/decisions/0008-booking-policy-shared-and-grace.md)', () => {
  const policy = DEFAULT_BOOKING_POLICY;
  const bookedAt = hoursBeforeStart(30); // inside the 48 h window, outside the 24 h notice
  const late = booking({ bookedAt });

  it('refunds everything within the minutes after booking, even inside the window', () => {
    const within = new Date(bookedAt.getTime() + 59 * 60_000);
    const answer = whatMayBeDone(late, policy, within).cancel;
    expect(answer).toMatchObject({ allowed: true, free: true, refundCents: 249_000, keptCents: 0 });
    if (answer.allowed)
      expect(answer.freeUntil).toEqual(new Date(bookedAt.getTime() + 60 * 60_000));
  });

  it('keeps the deposit once those minutes have passed', () => {
    const after = new Date(bookedAt.getTime() + 61 * 60_000);
    expect(whatMayBeDone(late, policy, after).cancel).toMatchObject({
      free: false,
      keptCents: 30_000,
    });
  });

  it('a slot far ahead keeps its usual free period', () => {
    const early = hoursBeforeStart(100);
    const terms = slotTerms(policy, START, early);
    expect(terms.insideCancellationWindow).toBe(false);
    expect(terms.freeCancellationUntil).toEqual(hoursBeforeStart(48));
    expect(terms.rescheduleUntil).toEqual(hoursBeforeStart(48));
    expect(terms.maxReschedules).toBe(2);
  });

  it('a slot inside the window says so: free only for the minutes after booking, no online move', () => {
    const terms = slotTerms(policy, START, bookedAt);
    expect(terms.insideCancellationWindow).toBe(true);
    expect(terms.freeCancellationUntil).toEqual(new Date(bookedAt.getTime() + 60 * 60_000));
    expect(terms.rescheduleUntil).toBeNull();
  });

  it('the summary and the manage page compute the same time', () => {
    const terms = slotTerms(policy, START, bookedAt);
    const answer = whatMayBeDone(late, policy, bookedAt).cancel;
    expect(answer.allowed && answer.freeUntil).toEqual(terms.freeCancellationUntil);
  });
});
