/** @jest-environment jsdom */
import { Profiler } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import {
  createErrorDialogStore,
  type ErrorDialogStore,
} from '@/features/overlays/errorDialogStore';
import { renderFlow } from '@/features/overlays/testI18n';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { TimeslotStep } from './TimeslotStep';
import { noteSlotTaken, peekSlotTakenNote } from './slotTaken';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const NOW = new Date('2026-12-10T08:00:00Z');
const fetchMock = jest.fn();

const DAYS = {
  days: [
    {
      date: '2026-12-14',
      slots: [
        { start: '2026-12-14T09:15:00+01:00', freeRooms: 2 },
        { start: '2026-12-14T13:30:00+01:00', freeRooms: 1 },
        { start: '2026-12-14T17:45:00+01:00', freeRooms: 1 },
        { start: '2026-12-14T10:00:00+01:00', freeRooms: 0 },
      ],
    },
    { date: '2026-12-15', slots: [{ start: '2026-12-15T10:00:00+01:00', freeRooms: 0 }] },
  ],
};

let occupied = false;
function route(url: string) {
  const path = url.split('?')[0];
  if (path === '/api/timeslots/fetch-time-slots') {
    // The days of the window asked for, as the route answers.
    const query = new URL(url, 'http://x').searchParams;
    const [from, to] = [query.get('startDate')!, query.get('endDate')!];
    return jsonResponse(200, { days: DAYS.days.filter((d) => d.date >= from && d.date <= to) });
  }
  if (path === '/api/timeslots/check-time-slot-occupation') return jsonResponse(200, { occupied });
  return jsonResponse(404, { error: 'not-found' });
}

function setup(booking: Partial<typeof INITIAL_BOOKING_STATE> = {}, onRender = () => {}) {
  const store: BookingStore = createBookingStore(null, {
    ...INITIAL_BOOKING_STATE,
    checkupSlug: 'whole_body_scan',
    locationSlug: 'bern',
    services: ['brain_age'],
    ...booking,
  });
  const dialogs: ErrorDialogStore = createErrorDialogStore();
  renderFlow(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ErrorDialogProvider store={dialogs}>
        <BookingProvider store={store}>
          <Profiler id="timeslot" onRender={onRender}>
            <TimeslotStep
              locations={[{ slug: 'bern', title: 'Bern', bookingHorizonDays: 90 }]}
              now={() => NOW}
            />
          </Profiler>
        </BookingProvider>
      </ErrorDialogProvider>
    </SWRConfig>,
    { language: 'de' },
  );
  return { store, dialogs };
}

beforeEach(() => {
  occupied = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => route(url));
  global.fetch = fetchMock;
  mockRouter.reset('/timeslot?checkup=whole_body_scan&location=bern', { locale: 'de-ch' });
});

const slotCalls = () =>
  fetchMock.mock.calls
    .map((c) => c[0] as string)
    .filter((u) => u.startsWith('/api/timeslots/fetch-time-slots'));

describe('TimeslotStep', () => {
  it('asks for the visible month from today and marks bookable days', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Dezember 2026' })).toBeInTheDocument();
    // heading and intro come from the frame; the location has a line of its own
    expect(screen.getByTestId('timeslot-location')).toHaveTextContent('Standort: Bern');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /14\. Dezember 2026, Termine frei/ }),
      ).toBeInTheDocument(),
    );
    const url = new URL(slotCalls()[0], 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locationSlug: 'bern',
      checkupSlug: 'whole_body_scan',
      services: 'brain_age',
      startDate: '2026-12-10',
      endDate: '2026-12-31',
    });
    // A day whose slots are all taken is not bookable, but full, not closed: said and
    // choosable (it leads to the waitlist for that day).
    const full = screen.getByRole('button', { name: /15\. Dezember 2026, ausgebucht/ });
    expect(full).not.toHaveAttribute('aria-disabled');
    expect(full).toHaveAttribute('data-full', 'true');
    // A day without times at all is closed.
    expect(
      screen.getByRole('button', { name: /16\. Dezember 2026, keine Termine/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
  });

  it('shows the chosen day’s free slots by part of the day and stores date and slot', async () => {
    const { store } = setup();
    const day = await screen.findByRole('button', { name: /14\. Dezember 2026, Termine frei/ });
    fireEvent.click(day);
    expect(store.getState().selectedDate).toBe('2026-12-14');
    const morning = screen.getByRole('heading', { name: 'Vormittag' }).parentElement!;
    expect(
      within(morning)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:15']);
    expect(screen.getByRole('heading', { name: 'Nachmittag' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Abend' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '13:30' }));
    expect(store.getState().timeSlotStart).toBe('2026-12-14T13:30:00+01:00');
    expect(screen.getByRole('button', { name: '13:30' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens on the first bookable day when none is chosen (docs/spec.md)', async () => {
    const { store } = setup();
    await waitFor(() => expect(store.getState().selectedDate).toBe('2026-12-14'));
    expect(await screen.findByRole('button', { name: '09:15' })).toBeInTheDocument();
  });

  it('renders the calendar again for its own values, not for the summary panel’s price or the duration', async () => {
    const onRender = jest.fn();
    const { store } = setup({}, onRender);
    await waitFor(() => expect(store.getState().selectedDate).toBe('2026-12-14'));
    await screen.findByRole('button', { name: '09:15' });
    const renders = onRender.mock.calls.length;
    const price = { currency: 'CHF', items: [], total: 2490 };
    act(() =>
      store.dispatch({
        type: 'setPaymentData',
        paymentData: price,
        paymentDataDiscounted: price,
        discounts: [],
      }),
    );
    act(() => store.dispatch({ type: 'setPersonalData', data: { firstName: 'Hanna' } }));
    // The duration answer (fetch-duration) renders only the chosen slot's line.
    act(() => store.dispatch({ type: 'setDuration', totalDuration: 155 }));
    expect(onRender).toHaveBeenCalledTimes(renders);
    fireEvent.click(screen.getByRole('button', { name: '09:15' }));
    expect(onRender.mock.calls.length).toBeGreaterThan(renders);
    expect(screen.getByTestId('chosen-slot')).toHaveTextContent('insgesamt etwa 155 Minuten');
  });

  it('makes the day’s slots one arrow-key group with a single tab stop (docs/spec.md)', async () => {
    const { store } = setup({ selectedDate: '2026-12-14' });
    const first = await screen.findByRole('button', { name: '09:15' });
    const group = screen.getByTestId('slot-group');
    const stops = within(group)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(stops).toEqual([first]);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: '13:30' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('button', { name: '17:45' })).toHaveFocus();
    fireEvent.click(document.activeElement!);
    expect(store.getState().timeSlotStart).toBe('2026-12-14T17:45:00+01:00');
    expect(
      within(group)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0)
        .map((b) => b.textContent),
    ).toEqual(['17:45']);
  });

  it('moves through the calendar with the keyboard and into the next month', async () => {
    setup();
    const day = await screen.findByRole('button', { name: /14\. Dezember 2026/ });
    fireEvent.click(day);
    fireEvent.keyDown(day, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: /15\. Dezember 2026/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(screen.getByRole('heading', { name: 'Januar 2027' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /15\. Januar 2027/ })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(slotCalls().some((u) => u.includes('startDate=2027-01-01&endDate=2027-01-31'))).toBe(
        true,
      ),
    );
  });

  it('keeps the chosen day’s times beside the calendar while it shows another month', async () => {
    const { store } = setup();
    fireEvent.click(
      await screen.findByRole('button', { name: /14\. Dezember 2026, Termine frei/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: '13:30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('heading', { name: 'Januar 2027' })).toBeInTheDocument();
    // January has no free day: said, and the chosen day's times stay, the chosen one pressed.
    expect(await screen.findByText(/In diesem Monat sind keine Termine frei/)).toBeInTheDocument();
    expect(screen.queryByText(/An diesem Tag sind keine Termine frei/)).toBeNull();
    expect(screen.getByRole('button', { name: '13:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '09:15' })).toBeInTheDocument();
    expect(store.getState().timeSlotStart).toBe('2026-12-14T13:30:00+01:00');
    // Back in December: the month's own note is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    expect(await screen.findByRole('button', { name: '09:15' })).toBeInTheDocument();
    expect(screen.queryByText(/In diesem Monat sind keine Termine frei/)).toBeNull();
  });

  it('re-checks the slot and goes on to the summary when it is still free', async () => {
    const { store } = setup();
    fireEvent.click(
      await screen.findByRole('button', { name: /14\. Dezember 2026, Termine frei/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: '09:15' }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('timeslot-continue'));
    });
    const check = fetchMock.mock.calls
      .map((c) => c[0] as string)
      .find((u) => u.includes('check-time-slot-occupation'))!;
    expect(check).toContain('timeSlotStart=2026-12-14T09%3A15%3A00%2B01%3A00');
    await waitFor(() =>
      expect(mockRouter.calls.at(-1)).toMatchObject({ method: 'push', pathname: '/summary' }),
    );
    expect(store.getState().timeSlotStart).toBe('2026-12-14T09:15:00+01:00');
  });

  it('says a slot was just taken (focused, no dialog), drops it and reloads the times of the day', async () => {
    occupied = true;
    const { store, dialogs } = setup();
    fireEvent.click(
      await screen.findByRole('button', { name: /14\. Dezember 2026, Termine frei/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: '09:15' }));
    const before = slotCalls().length;
    await act(async () => {
      fireEvent.click(screen.getByTestId('timeslot-continue'));
    });
    expect(dialogs.current()).toBeNull();
    const taken = await screen.findByTestId('slot-taken');
    expect(taken).toHaveAttribute('role', 'alert');
    expect(taken).toHaveTextContent('soeben von jemand anderem gebucht');
    await waitFor(() => expect(taken).toHaveFocus());
    expect(store.getState().timeSlotStart).toBeNull();
    expect(store.getState().selectedDate).toBe('2026-12-14');
    await waitFor(() => expect(slotCalls().length).toBeGreaterThan(before));
    expect(mockRouter.calls.filter((c) => c.method === 'push')).toEqual([]);
  });

  it('opens on the day whose slot the summary lost, with fresh times and the message focused', async () => {
    noteSlotTaken('2026-12-14');
    const { store, dialogs } = setup({ selectedDate: '2026-12-14' });
    const taken = await screen.findByTestId('slot-taken');
    await waitFor(() => expect(taken).toHaveFocus());
    expect(dialogs.current()).toBeNull();
    expect(store.getState().selectedDate).toBe('2026-12-14');
    expect(await screen.findByRole('button', { name: '13:30' })).toBeInTheDocument();
    // Said once: the step opened again says nothing.
    expect(peekSlotTakenNote()).toBeNull();
  });

  it('a full day says so and opens the waitlist with that day and its weekday', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /15\. Dezember 2026, ausgebucht/ }));
    expect(screen.getByTestId('day-full')).toHaveTextContent('Dieser Tag ist ausgebucht.');
    fireEvent.click(screen.getByTestId('day-full-waitlist'));
    // The waitlist form is loaded on demand: a loaded host may take seconds.
    const from = await screen.findByLabelText(/^Von/, {}, { timeout: 10_000 });
    expect(from).toHaveValue('2026-12-15');
    // Tuesday, 15 December 2026: the weekday is ticked, the others are not.
    const weekdays = screen.getAllByRole('checkbox').filter((c) => c.getAttribute('value'));
    expect(
      weekdays.filter((c) => (c as HTMLInputElement).checked).map((c) => c.getAttribute('value')),
    ).toEqual(['2']);
  });

  it('starts at the landing link’s start date kept in the booking (wherever the link landed)', async () => {
    // The URL of this page carries no startDate: the state, read on check-up, does.
    setup({ startDate: '2027-01-14' });
    expect(screen.getByRole('heading', { name: 'Januar 2027' })).toBeInTheDocument();
    await waitFor(() => expect(slotCalls().length).toBeGreaterThan(0));
    expect(new URL(slotCalls()[0], 'http://x').searchParams.get('startDate')).toBe('2027-01-14');
    // Days before the start date cannot be chosen, not even by going back a month.
    expect(screen.getByRole('button', { name: /13\. Januar 2027/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
  });

  it('a start date before today changes nothing: today is the earliest day', async () => {
    setup({ startDate: '2026-12-01' });
    expect(screen.getByRole('heading', { name: 'Dezember 2026' })).toBeInTheDocument();
    await waitFor(() => expect(slotCalls().length).toBeGreaterThan(0));
    expect(new URL(slotCalls()[0], 'http://x').searchParams.get('startDate')).toBe('2026-12-10');
  });
});
