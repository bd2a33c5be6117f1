/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore } from '@/features/booking/state/store';
import type { BookingState } from '@/features/booking/state/types';
import { createErrorDialogStore } from '@/features/overlays/errorDialogStore';
import { renderFlow } from '@/features/overlays/testI18n';
import { ErrorDialogProvider } from '@/features/overlays/useErrorDialog';
import { mockRouter } from '@/lib/testing/mockRouter';
import { flowView, SLOT_CHOSEN } from './__fixtures__/flow';
import { SummaryStep } from './SummaryStep';
import { countryNames } from './phoneCountries';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);
// The form has its own tests; here only the step around it.
// It counts its renders: the step must not render it again for store writes it does not show.
let formRenders = 0;
jest.mock('./SummaryForm', () => ({
  __esModule: true,
  default: function FormStub() {
    formRenders += 1;
    return <p>summary form</p>;
  },
}));

const view = flowView(['dxa']);

const BOOKING: BookingState = {
  ...SLOT_CHOSEN,
  services: ['dxa'],
  selectedDate: '2030-01-07',
};

function renderSummary(state: BookingState) {
  mockRouter.reset('/summary?checkup=whole_body_scan_with_blood_test&location=bern&services=dxa', {
    locale: 'en-ch',
  });
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 500,
    text: async () => JSON.stringify({ error: 'error' }),
  })) as unknown as typeof fetch;
  const store = createBookingStore(null, state);
  renderFlow(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ErrorDialogProvider store={createErrorDialogStore()}>
        <BookingProvider store={store}>
          <SummaryStep view={view} countries={countryNames('ch', 'en')} />
        </BookingProvider>
      </ErrorDialogProvider>
    </SWRConfig>,
  );
  return store;
}

beforeEach(() => window.sessionStorage.clear());

describe('SummaryStep', () => {
  it('links back to the slot choice with the booking in the query', async () => {
    renderSummary(BOOKING);
    await screen.findByText('summary form');
    const back = screen.getByRole('link', { name: /back/i });
    const href = back.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/timeslot\?/);
    expect(href).toContain('checkup=whole_body_scan_with_blood_test');
    expect(href).toContain('location=bern');
    expect(href).toContain('services=dxa');
    expect(href).toContain('selectedDate=2030-01-07');
  });

  it('keeps a reservation already made in the link (it is released only when something changes)', async () => {
    renderSummary({
      ...BOOKING,
      reservationId: '7d9f4c1e-0000-4000-8000-000000000001',
      isReservationSuccess: true,
    });
    await screen.findByText('summary form');
    expect(screen.getByRole('link', { name: /back/i }).getAttribute('href')).toContain(
      'reservationId=7d9f4c1e-0000-4000-8000-000000000001',
    );
  });

  it('says a slot is held from the waitlist (an offer link), and nothing without one', async () => {
    renderSummary({
      ...BOOKING,
      waitlistHold: {
        reservationId: '7d9f4c1e-0000-4000-8000-0000000000aa',
        email: 'waiting@example.ch',
        start: BOOKING.timeSlotStart!,
        expiresAt: '2030-01-01T09:30:00.000Z',
      },
    });
    await screen.findByText('summary form');
    expect(screen.getByTestId('waitlist-hold-note')).toBeVisible();
  });

  it('shows no waitlist note for an ordinary booking', async () => {
    renderSummary(BOOKING);
    await screen.findByText('summary form');
    expect(screen.queryByTestId('waitlist-hold-note')).toBeNull();
  });

  it('offers no way back while reserving', async () => {
    renderSummary({ ...BOOKING, isProcessing: true });
    await screen.findByText('summary form');
    expect(screen.queryByRole('link', { name: /back/i })).toBeNull();
  });

  it('does not render again for what the visitor types (written to the store as they type)', async () => {
    const store = renderSummary(BOOKING);
    await screen.findByText('summary form');
    // Let the first renders settle (URL sync, the lazy panel, its failed price request):
    // an awaited act flushes effects and drains microtasks (it waits a macrotask).
    await act(async () => {});
    const settled = formRenders;
    expect(settled).toBeGreaterThan(0);
    act(() => {
      for (const firstName of ['A', 'An', 'Ann'])
        store.dispatch({ type: 'setPersonalData', data: { firstName } });
      store.dispatch({ type: 'setDuration', totalDuration: 75 });
    });
    expect(formRenders).toBe(settled);
    // What the step shows still follows the store: no way back while reserving.
    act(() => store.dispatch({ type: 'setProcessing', value: true }));
    expect(screen.queryByRole('link', { name: /back/i })).toBeNull();
  });
});
