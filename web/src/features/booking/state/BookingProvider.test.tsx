/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { BookingProvider, useBookingActions, type BookingActions } from './BookingProvider';
import { RELEASE_PATH } from './holdRelease';
import { BOOKING_STATE_KEY } from './storage';
import { INITIAL_BOOKING_STATE, type BookingState } from './types';

const X = '7d9f4c1e-0000-4000-8000-00000000000a';

const reserved: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  locationSlug: 'bern',
  timeSlotStart: '2030-06-12T09:30:00.000+02:00',
  selectedDate: '2030-06-12',
  discountCode: 'SPRING',
  personalData: { ...INITIAL_BOOKING_STATE.personalData, firstName: 'A', email: 'a@b.ch' },
  reservationId: X,
  reservationName: 'BER-1',
  isReservationSuccess: true,
};

test("the app's own store releases a dropped pending reservation on the server, once", async () => {
  window.sessionStorage.setItem(BOOKING_STATE_KEY, JSON.stringify(reserved));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  // jsdom has no Response: what sendHoldRelease reads of one.
  const fetchMock = jest.fn(async (..._args: [string, RequestInit]) => ({
    ok: true,
    status: 200,
    json: async () => ({ released: true }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  let actions: BookingActions | null = null;
  function Grab() {
    const a = useBookingActions();
    useEffect(() => {
      actions = a;
    }, [a]);
    return null;
  }
  render(
    <BookingProvider>
      <Grab />
    </BookingProvider>,
  );
  await act(async () => {
    actions!.setDiscountCode('WINTER');
    actions!.setDiscountCode('AUTUMN');
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe(RELEASE_PATH);
  expect(JSON.parse(init.body as string)).toEqual({ reservationId: X, email: 'a@b.ch' });
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});
