import { planReturn } from './paymentReturn';
import { resumePatch, minutesBetween } from './paymentApi';

describe('planReturn', () => {
  it('confirms by client secret when the provider reports success or processing', () => {
    expect(
      planReturn({ redirectStatus: 'succeeded', paymentIntentClientSecret: 'pi_1_secret_2' }),
    ).toEqual({
      kind: 'confirm',
      body: { paymentIntentClientSecret: 'pi_1_secret_2' },
    });
    expect(
      planReturn({ redirectStatus: 'processing', paymentIntentClientSecret: 'pi_1_secret_2' }).kind,
    ).toBe('confirm');
  });

  it('falls back to the intent id, and fails without anything to confirm', () => {
    expect(planReturn({ paymentIntentId: 'pi_dev_abc' })).toEqual({
      kind: 'confirm',
      body: { paymentIntentId: 'pi_dev_abc' },
    });
    expect(planReturn({ paymentIntentId: 'drop table' })).toEqual({ kind: 'failed' });
    expect(planReturn({})).toEqual({ kind: 'failed' });
  });

  it.each(['failed', 'canceled', 'requires_payment_method'])(
    'treats redirect_status=%s as failed',
    (status) => {
      expect(
        planReturn({ redirectStatus: status, paymentIntentClientSecret: 'pi_1_secret_2' }),
      ).toEqual({ kind: 'failed' });
    },
  );
});

describe('resume', () => {
  it('turns an unpaid reservation into the booking state patch', () => {
    const patch = resumePatch(
      {
        id: 'r1',
        name: 'ZUR-1',
        email: 'a@example.com',
        checkupSlug: 'whole_body_scan',
        locationSlug: 'bern',
        services: ['brain_age'],
        timeSlotStart: '2026-12-14T10:00:00+01:00',
        timeSlotEnd: '2026-12-14T11:50:00+01:00',
        isPartnerBooking: true,
        partnerOfReservationId: null,
        discountCode: null,
        holdExpiresAt: null,
      },
      'anna@example.ch',
    );
    expect(patch).toEqual({
      checkupSlug: 'whole_body_scan',
      locationSlug: 'bern',
      services: ['brain_age'],
      timeSlotStart: '2026-12-14T10:00:00+01:00',
      isPartnerBooking: true,
      reservationId: 'r1',
      discountCode: undefined,
      personalData: { email: 'anna@example.ch' },
    });
    expect(minutesBetween('2026-12-14T10:00:00+01:00', '2026-12-14T11:50:00+01:00')).toBe(110);
  });
});
