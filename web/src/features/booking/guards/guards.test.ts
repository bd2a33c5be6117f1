import { INITIAL_BOOKING_STATE, type BookingState } from '../state/types';
import { STEPS, type StepSlug } from '../steps';
import {
  guardFor,
  releasesSuccessLock,
  successLocked,
  type GuardQuery,
  type GuardResult,
} from './guards';
import { clearVisited, markVisited, readVisited } from './visited';

const ID = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
const empty = INITIAL_BOOKING_STATE;
const checkup: BookingState = { ...empty, checkupSlug: 'whole_body_scan' };
const location: BookingState = { ...checkup, locationSlug: 'bern' };
const slot: BookingState = { ...location, timeSlotStart: '2026-06-12T09:30:00+02:00' };
const reserved: BookingState = { ...slot, reservationId: ID, isReservationSuccess: true };

const redirect = (to: StepSlug, guard: string): GuardResult =>
  ({ kind: 'redirect', to, guard }) as GuardResult;

describe('guardFor', () => {
  test.each<[StepSlug, BookingState, GuardResult]>([
    ['check-up', empty, null],
    ['add-ons', empty, redirect('check-up', 'must-have-check-up')],
    ['add-ons', checkup, null],
    ['location', empty, redirect('check-up', 'must-have-check-up')],
    ['location', checkup, null],
    ['timeslot', empty, redirect('check-up', 'must-have-check-up')],
    ['timeslot', checkup, redirect('location', 'must-have-location')],
    ['timeslot', location, null],
    ['summary', empty, redirect('check-up', 'must-have-check-up')],
    ['summary', checkup, redirect('location', 'must-have-location')],
    ['summary', location, redirect('timeslot', 'must-have-time-slot')],
    ['summary', slot, null],
    ['payment', empty, redirect('check-up', 'must-have-check-up')],
    ['payment', location, redirect('timeslot', 'must-have-time-slot')],
    ['payment', slot, redirect('summary', 'must-have-valid-reservation')],
    ['payment', { ...empty, reservationId: ID }, null],
    ['payment-return', empty, null],
    ['success', empty, redirect('check-up', 'must-have-check-up')],
    ['success', checkup, redirect('location', 'must-have-location')],
    ['success', location, redirect('timeslot', 'must-have-time-slot')],
    ['success', slot, redirect('summary', 'must-have-reservation-success')],
    ['success', reserved, null],
  ])('%s with %p', (step, state, expected) => {
    expect(guardFor(step, state, [])).toEqual(expected);
  });

  describe('the location must offer what is booked (its content)', () => {
    const known = {
      unsupportedAt: { bern: ['dxa'], zurich: [] },
      includedIn: { whole_body_scan: ['mri'], lung_check: ['lung_ct'] },
    };
    const withAddon: BookingState = { ...slot, services: ['dxa'] };
    test('an add-on chosen for another location sends timeslot and summary to location', () => {
      const back = redirect('location', 'location-must-offer-booking');
      expect(guardFor('timeslot', withAddon, [], {}, known)).toEqual(back);
      expect(guardFor('summary', withAddon, [], {}, known)).toEqual(back);
      expect(
        guardFor('summary', { ...withAddon, locationSlug: 'zurich' }, [], {}, known),
      ).toBeNull();
    });
    test('so does a check-up whose included service the location does not offer', () => {
      const lung = { ...known, unsupportedAt: { bern: ['lung_ct'] } };
      expect(guardFor('summary', { ...slot, checkupSlug: 'lung_check' }, [], {}, lung)).toEqual(
        redirect('location', 'location-must-offer-booking'),
      );
      expect(guardFor('summary', slot, [], {}, lung)).toBeNull();
    });
    test('a booking made is not sent back, whatever content says since; no content, no check', () => {
      expect(guardFor('success', { ...reserved, services: ['dxa'] }, [], {}, known)).toBeNull();
      expect(guardFor('summary', withAddon, [])).toBeNull();
    });
  });

  test('payment accepts the resume params reservationId + email', () => {
    expect(guardFor('payment', empty, [], { reservationId: ID, email: 'a@b.ch' })).toBeNull();
    expect(guardFor('payment', empty, [], { reservationId: ID })).toEqual(
      redirect('check-up', 'must-have-check-up'),
    );
  });

  describe('check-partner-reservation', () => {
    const link: GuardQuery = { partner: true, reservationIdPartner: ID };
    test('a partner link needs verification first', () => {
      expect(guardFor('check-up', empty, [], link)).toEqual({
        kind: 'action',
        action: 'check-partner-reservation',
        reservationIdPartner: ID,
      });
    });
    test('verified partner reservation passes', () => {
      expect(guardFor('check-up', { ...empty, reservationIdPartner: ID }, [], link)).toBeNull();
    });
    test('a different verified id asks again', () => {
      expect(
        guardFor('check-up', { ...empty, reservationIdPartner: 'other' }, [], link)?.kind,
      ).toBe('action');
    });
    test.each<[string, GuardQuery]>([
      ['partner flag without id', { partner: true }],
      ['id without partner flag', { reservationIdPartner: ID }],
      ['partner=false', { partner: false, reservationIdPartner: ID }],
    ])('%s is no partner link', (_name, query) => {
      expect(guardFor('check-up', empty, [], query)).toBeNull();
    });
  });

  describe('success lock', () => {
    // Every step between check-up and success.
    const steps = STEPS.filter((step) => step !== 'check-up' && step !== 'success');
    test.each(steps)('%s redirects to success once success was visited', (step) => {
      expect(guardFor(step, reserved, ['check-up', 'success'])).toEqual(
        redirect('success', 'success-lock'),
      );
    });
    test('a visit to check-up starts anew instead (docs/decisions/0006-success-lock-scope.md)', () => {
      expect(guardFor('check-up', reserved, ['check-up', 'success'])).toBeNull();
      expect(releasesSuccessLock('check-up', {}, reserved)).toBe(true);
    });
    test('a payment link for another reservation ends the lock; for the same one it holds', () => {
      const other = { reservationId: '9a1b2c3d-0000-4000-8000-000000000001', paymentToken: 'v2.x' };
      expect(guardFor('payment', reserved, ['success'], other)).toBeNull();
      expect(releasesSuccessLock('payment', other, reserved)).toBe(true);
      const same = { reservationId: reserved.reservationId!, paymentToken: 'v2.x' };
      expect(releasesSuccessLock('payment', same, reserved)).toBe(false);
      expect(guardFor('payment', reserved, ['success'], same)).toEqual(
        redirect('success', 'success-lock'),
      );
    });
    test('a partner invitation ends the lock', () => {
      expect(
        releasesSuccessLock('check-up', { partner: true, reservationIdPartner: ID }, reserved),
      ).toBe(true);
      expect(releasesSuccessLock('summary', {}, reserved)).toBe(false);
    });
    test('success itself stays reachable', () => {
      expect(guardFor('success', reserved, ['success'])).toBeNull();
    });
    test('without a success visit the steps behave normally', () => {
      expect(guardFor('summary', reserved, ['check-up', 'summary', 'payment'])).toBeNull();
    });
    test('a booking reset after success releases the lock (no success <-> check-up loop)', () => {
      const visited: StepSlug[] = ['check-up', 'success'];
      expect(guardFor('success', empty, visited)).toEqual(
        redirect('check-up', 'must-have-check-up'),
      );
      expect(guardFor('check-up', empty, visited)).toBeNull();
      expect(successLocked(empty, visited)).toBe(false);
      expect(successLocked(reserved, visited)).toBe(true);
    });
  });
});

describe('visited list', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  }

  test('adds each step once in first-visit order', () => {
    const storage = memoryStorage();
    markVisited(storage, 'check-up');
    markVisited(storage, 'location');
    expect(markVisited(storage, 'check-up')).toEqual(['check-up', 'location']);
    expect(readVisited(storage)).toEqual(['check-up', 'location']);
  });

  test('ignores garbage in storage and unknown slugs', () => {
    const storage = memoryStorage();
    storage.data.set('booking-visited-v1', '{nope');
    expect(readVisited(storage)).toEqual([]);
    storage.data.set('booking-visited-v1', JSON.stringify(['check-up', 'admin', 7]));
    expect(readVisited(storage)).toEqual(['check-up']);
  });

  test('clear forgets visits', () => {
    const storage = memoryStorage();
    markVisited(storage, 'success');
    clearVisited(storage);
    expect(readVisited(storage)).toEqual([]);
  });

  test('no storage: nothing remembered, nothing thrown', () => {
    expect(markVisited(null, 'check-up')).toEqual(['check-up']);
    expect(readVisited(null)).toEqual([]);
  });
});
