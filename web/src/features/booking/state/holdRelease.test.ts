import { clientLog } from '@/lib/clientLog';
import {
  createHoldReleaser,
  droppedReservation,
  RELEASE_PATH,
  sendHoldRelease,
  watchHoldReleases,
  type HeldReservation,
  type ReleaseOutcome,
} from './holdRelease';
import type { BookingAction } from './reducer';
import { WITH_SLOT } from './__fixtures__/bookings';
import { createBookingStore } from './store';
import { INITIAL_BOOKING_STATE, parseBookingState, type BookingState } from './types';

jest.mock('@/lib/clientLog', () => ({ clientLog: jest.fn(() => true) }));

const X = '7d9f4c1e-0000-4000-8000-000000000001';
const Y = '7d9f4c1e-0000-4000-8000-000000000002';

const complete: BookingState = {
  ...WITH_SLOT,
  discountCode: 'SPRING',
  personalData: {
    ...INITIAL_BOOKING_STATE.personalData,
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'Anna@Example.ch',
  },
};

/** A store after "Reserve" (pending hold X), watched by a recording releaser. */
function reservedStore(initial: BookingState = complete) {
  const store = createBookingStore(null, initial);
  store.dispatch({ type: 'reservationStarted' });
  store.dispatch({ type: 'reservationSucceeded', reservationId: X, reservationName: 'BER-1' });
  const release = jest.fn<void, [HeldReservation]>();
  watchHoldReleases(store, { release });
  return { store, release };
}

describe('watchHoldReleases: store transitions -> release calls', () => {
  test.each<[string, BookingAction]>([
    ['another discount code', { type: 'setDiscountCode', code: 'WINTER' }],
    ['a fixed typo in the name', { type: 'setPersonalData', data: { lastName: 'Muster-Meier' } }],
    ['another email', { type: 'setPersonalData', data: { email: 'anna@other.ch' } }],
    ['another slot', { type: 'selectTimeSlot', start: '2026-06-12T14:00:00.000+02:00' }],
    ['another location', { type: 'selectLocation', slug: 'zurich_bellevue' }],
    ['Reserve pressed again', { type: 'reservationStarted' }],
    ['a new booking', { type: 'reset' }],
  ])('%s releases X once, with the email X was made with', (_name, action) => {
    const { store, release } = reservedStore();
    store.dispatch(action);
    expect(release).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledWith({ reservationId: X, email: 'Anna@Example.ch' });
    // later changes have nothing pending to release
    store.dispatch({ type: 'setDiscountCode', code: 'AUTUMN' });
    store.dispatch({ type: 'selectCheckup', slug: 'whole_body_scan_with_blood_test' });
    expect(release).toHaveBeenCalledTimes(1);
  });

  test('another reservation id (an unpaid resume, a second Reserve) releases the old one', () => {
    const { store, release } = reservedStore();
    store.dispatch({ type: 'applyQuery', patch: { reservationId: Y } });
    expect(release.mock.calls).toEqual([[{ reservationId: X, email: 'Anna@Example.ch' }]]);

    const again = reservedStore();
    again.store.dispatch({ type: 'reservationStarted' });
    again.store.dispatch({ type: 'reservationSucceeded', reservationId: Y, reservationName: 'B' });
    expect(again.release.mock.calls).toEqual([[{ reservationId: X, email: 'Anna@Example.ch' }]]);
  });

  test('no call after payment succeeded, whatever happens next', () => {
    const { store, release } = reservedStore();
    store.dispatch({ type: 'paymentSucceeded' });
    store.dispatch({ type: 'setDiscountCode', code: 'WINTER' });
    store.dispatch({ type: 'reset' });
    expect(release).not.toHaveBeenCalled();
  });

  test('no call when nothing was pending', () => {
    const store = createBookingStore(null, complete);
    const release = jest.fn();
    watchHoldReleases(store, { release });
    store.dispatch({ type: 'setDiscountCode', code: 'WINTER' });
    store.dispatch({ type: 'reservationStarted' });
    store.dispatch({ type: 'reservationFailed' });
    store.dispatch({ type: 'reset' });
    expect(release).not.toHaveBeenCalled();
  });

  test('no call for changes that keep the reservation', () => {
    const { store, release } = reservedStore();
    store.dispatch({ type: 'setPaymentOption', option: 'full' });
    store.dispatch({ type: 'setProcessing', value: false });
    store.dispatch({ type: 'setPersonalData', data: { firstName: 'Anna' } });
    expect(store.getState().reservationId).toBe(X);
    expect(release).not.toHaveBeenCalled();
  });

  test('stops with the unsubscribe', () => {
    const store = createBookingStore(null, complete);
    store.dispatch({ type: 'reservationSucceeded', reservationId: X, reservationName: null });
    const release = jest.fn();
    const stop = watchHoldReleases(store, { release });
    stop();
    store.dispatch({ type: 'reset' });
    expect(release).not.toHaveBeenCalled();
  });
});

describe('droppedReservation', () => {
  const held = { ...complete, reservationId: X, isReservationSuccess: true };

  test('needs an id, an email and no payment', () => {
    expect(droppedReservation(held, { ...held, reservationId: null })).toEqual({
      reservationId: X,
      email: 'Anna@Example.ch',
    });
    expect(droppedReservation(held, held)).toBeNull();
    expect(droppedReservation(held, { ...held, discountCode: null })).toBeNull(); // id kept
    expect(
      droppedReservation({ ...held, isPaymentSuccess: true }, INITIAL_BOOKING_STATE),
    ).toBeNull();
    const noEmail = { ...held, personalData: { ...held.personalData, email: ' ' } };
    expect(droppedReservation(noEmail, INITIAL_BOOKING_STATE)).toBeNull();
  });
});

describe('createHoldReleaser', () => {
  const hold = { reservationId: X, email: 'a@b.ch' };

  function deferredSend() {
    const calls: { hold: HeldReservation; settle: (o: ReleaseOutcome) => void }[] = [];
    const send = jest.fn(
      (h: HeldReservation) =>
        new Promise<ReleaseOutcome>((resolve) => calls.push({ hold: h, settle: resolve })),
    );
    return { send, calls };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  test('sends once per reservation; pending until the server answered', async () => {
    const { send, calls } = deferredSend();
    const releaser = createHoldReleaser(send);
    releaser.release(hold);
    releaser.release(hold);
    expect(send).toHaveBeenCalledTimes(1);
    expect(releaser.pending()).toEqual([hold]);
    calls[0].settle('answered');
    await flush();
    expect(releaser.pending()).toEqual([]);
    releaser.release(hold); // answered: never again
    expect(send).toHaveBeenCalledTimes(1);
  });

  test('a failed release stays pending (the next create carries it), also when send throws', async () => {
    const failing = createHoldReleaser(() => Promise.resolve('failed'));
    failing.release(hold);
    await flush();
    expect(failing.pending()).toEqual([hold]);
    const throwing = createHoldReleaser(() => Promise.reject(new Error('boom')));
    throwing.release(hold);
    await flush();
    expect(throwing.pending()).toEqual([hold]);
  });

  test('carries at most five, and none past the hold time', () => {
    let now = 0;
    const releaser = createHoldReleaser(
      () => new Promise(() => {}),
      () => now,
    );
    for (let i = 0; i < 7; i++) releaser.release({ reservationId: `r-${i}`, email: 'a@b.ch' });
    expect(releaser.pending().map((h) => h.reservationId)).toEqual([
      'r-2',
      'r-3',
      'r-4',
      'r-5',
      'r-6',
    ]);
    now = 31 * 60_000;
    expect(releaser.pending()).toEqual([]);
  });
});

describe('sendHoldRelease', () => {
  const realFetch = global.fetch;
  // Failures go to the server log (POST /api/log) through the client logger.
  const warn = jest.mocked(clientLog);
  afterEach(() => {
    global.fetch = realFetch;
    warn.mockClear();
  });

  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  test('posts id and email as JSON, with keepalive', async () => {
    const fetchMock = answer(200, { released: true });
    global.fetch = fetchMock;
    await expect(sendHoldRelease({ reservationId: X, email: 'a@b.ch' })).resolves.toBe('answered');
    expect(fetchMock).toHaveBeenCalledWith(
      RELEASE_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({ reservationId: X, email: 'a@b.ch' });
    expect(warn).not.toHaveBeenCalled();
  });

  test('a refusal is an answer, only logged (without the email)', async () => {
    global.fetch = answer(409, { error: 'payment-processing' });
    await expect(sendHoldRelease({ reservationId: X, email: 'a@b.ch' })).resolves.toBe('answered');
    expect(warn).toHaveBeenCalledWith('warn', 'hold-release-refused', {
      status: 409,
      error: 'payment-processing',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('a@b.ch');
  });

  test('no answer, 429 or 5xx is a failure; it never throws', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    await expect(sendHoldRelease({ reservationId: X, email: 'a@b.ch' })).resolves.toBe('failed');
    global.fetch = answer(503, { error: 'internal-error' });
    await expect(sendHoldRelease({ reservationId: X, email: 'a@b.ch' })).resolves.toBe('failed');
    global.fetch = answer(429, { error: 'rate-limited' });
    await expect(sendHoldRelease({ reservationId: X, email: 'a@b.ch' })).resolves.toBe('failed');
  });
});

describe('the waitlist hold (docs/waitlist.md)', () => {
  const HOLD = '7d9f4c1e-0000-4000-8000-0000000000aa';
  const offered: BookingState = {
    ...complete,
    discountCode: null,
    waitlistHold: {
      reservationId: HOLD,
      email: 'waiting@example.ch',
      start: '2026-06-12T07:30:00.000Z',
      expiresAt: '2026-06-01T10:00:00.000Z',
    },
  };
  const held = { reservationId: HOLD, email: 'waiting@example.ch' };

  function watched() {
    const store = createBookingStore(null, offered);
    const release = jest.fn<void, [HeldReservation]>();
    watchHoldReleases(store, { release });
    return { store, release };
  }

  test.each<[string, BookingAction]>([
    ['another slot', { type: 'selectTimeSlot', start: '2026-06-12T14:00:00.000+02:00' }],
    ['another day', { type: 'selectDate', date: '2026-06-13' }],
    ['another location', { type: 'selectLocation', slug: 'zurich_bellevue' }],
    ['a new booking', { type: 'reset' }],
  ])('%s drops the hold and releases it once', (_name, action) => {
    const { store, release } = watched();
    store.dispatch(action);
    expect(store.getState().waitlistHold).toBeNull();
    expect(release).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledWith(held);
  });

  it('stays while the visitor types, and is not released again once a create took its room', () => {
    const { store, release } = watched();
    store.dispatch({ type: 'setPersonalData', data: { firstName: 'Wanda' } });
    expect(store.getState().waitlistHold).toEqual(offered.waitlistHold);
    store.dispatch({ type: 'reservationStarted' });
    store.dispatch({ type: 'reservationSucceeded', reservationId: X, reservationName: 'BER-1' });
    expect(store.getState().waitlistHold).toBeNull();
    expect(release).not.toHaveBeenCalled();
  });

  it('a stored state from before the field reads as without a hold', () => {
    const { waitlistHold: _omit, ...old } = offered;
    void _omit;
    expect(parseBookingState(JSON.parse(JSON.stringify(old)))?.waitlistHold).toBeNull();
    expect(parseBookingState(JSON.parse(JSON.stringify(offered)))?.waitlistHold).toEqual(
      offered.waitlistHold,
    );
  });
});
