/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { renderFlow } from '@/features/overlays/testI18n';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import type { WaitlistEntryView } from '@/contracts/waitlist';
import type { WaitlistOfferView } from '@/contracts/waitlist-offer';
import { WaitlistLinkAction } from './WaitlistLinkAction';
import { WaitlistOffer } from './WaitlistOffer';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

const entry: WaitlistEntryView = {
  state: 'active',
  kind: 'new-booking',
  checkup: { slug: 'basic', title: 'Full-body Check-up' },
  services: [],
  location: { slug: 'bern', name: 'Bern' },
  from: '2026-12-07',
  to: '2026-12-11',
  weekdays: [1, 3],
  timeOfDay: 'morning',
  language: 'en',
  locale: 'en-ch',
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  sessionStorage.clear();
});

/** Each test its own SWR cache. */
const fresh = (ui: React.ReactElement) => (
  <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>
);

describe('the confirm and leave pages', () => {
  it('change nothing when opened; the button confirms and shows the terms', async () => {
    mockRouter.reset('/waitlist/confirm?token=v2.abc', { locale: 'en-ch' });
    fetchMock.mockResolvedValue(jsonResponse(200, { entry }));
    renderFlow(<WaitlistLinkAction action="confirm" />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByText('You are on the waitlist')).toBeVisible();
    const terms = screen.getByTestId('waitlist-terms');
    expect(terms).toHaveTextContent('Bern');
    expect(terms).toHaveTextContent('Monday, 7 December 2026 to Friday, 11 December 2026');
    expect(terms).toHaveTextContent('Monday, Wednesday');
    expect(terms).toHaveTextContent('Mornings (before 12:00)');
    expect(callsTo('/api/waitlist/confirm')).toHaveLength(1);
    expect(JSON.parse(callsTo('/api/waitlist/confirm')[0][1].body)).toEqual({ token: 'v2.abc' });
  });

  it('a second leave shows the catalogue message for the ended entry', async () => {
    mockRouter.reset('/waitlist/leave?token=v2.abc', { locale: 'en-ch' });
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/waitlist/leave'
        ? jsonResponse(409, { error: 'waitlist-entry-ended' })
        : jsonResponse(200, { messages: { 'waitlist-entry-ended': 'You already left.' } }),
    );
    renderFlow(fresh(<WaitlistLinkAction action="leave" />), { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('You already left.')).toBeVisible();
  });

  it('says so when the link has no token, and sends nothing', () => {
    mockRouter.reset('/waitlist/confirm', { locale: 'en-ch' });
    renderFlow(<WaitlistLinkAction action="confirm" />, { language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the offer page', () => {
  /** The offer page on a booking of its own, in English. */
  const renderOffer = (store: BookingStore) =>
    renderFlow(
      fresh(
        <BookingProvider store={store}>
          <WaitlistOffer />
        </BookingProvider>,
      ),
      { language: 'en' },
    );
  const offer: WaitlistOfferView = {
    state: 'open',
    expiresAt: '2026-12-01T09:30:00.000Z',
    start: '2026-12-08T08:00:00.000Z',
    end: '2026-12-08T09:30:00.000Z',
    checkupSlug: 'basic',
    services: ['dxa'],
    locationSlug: 'bern',
    location: { slug: 'bern', name: 'Bern' },
    hold: { reservationId: 'res-1', email: 'anna@example.ch' },
    booking: null,
    entry,
  };

  it('puts the held slot, its email and the hold into a fresh booking and opens the summary', async () => {
    mockRouter.reset('/waitlist/offer?token=v2.offer', { locale: 'en-ch' });
    fetchMock.mockResolvedValue(jsonResponse(200, { offer }));
    const store = createBookingStore(null);
    store.dispatch({ type: 'selectCheckup', slug: 'other' });
    store.dispatch({ type: 'paymentSucceeded' });
    renderOffer(store);
    await waitFor(() => expect(mockRouter.calls.at(-1)?.pathname).toBe('/summary'));
    expect(mockRouter.calls.at(-1)?.method).toBe('replace');
    const state = store.getState();
    expect(state).toMatchObject({
      checkupSlug: 'basic',
      services: ['dxa'],
      locationSlug: 'bern',
      timeSlotStart: offer.start,
      isPaymentSuccess: false,
      waitlistHold: {
        reservationId: 'res-1',
        email: 'anna@example.ch',
        start: offer.start,
        expiresAt: offer.expiresAt,
      },
    });
    expect(state.personalData.email).toBe('anna@example.ch');
    expect(JSON.parse(callsTo('/api/waitlist/offer')[0][1].body)).toEqual({ token: 'v2.offer' });
  });

  it('an earlier slot is a move taken with its button', async () => {
    mockRouter.reset('/waitlist/offer?token=v2.offer', { locale: 'en-ch' });
    const earlier = {
      ...offer,
      booking: { reference: 'BER-AAAA-BB', start: '2026-12-20T08:00:00.000Z' },
    };
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/waitlist/offer'
        ? jsonResponse(200, { offer: earlier })
        : jsonResponse(200, {
            booking: { reference: 'BER-AAAA-BB', start: offer.start, end: offer.end },
          }),
    );
    renderFlow(fresh(<WaitlistOffer />), { language: 'en' });
    expect(
      await screen.findByText(/BER-AAAA-BB: Tuesday, 8 December 2026, 09:00–10:30/),
    ).toBeVisible();
    expect(callsTo('/api/waitlist/accept')).toHaveLength(0);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Move my booking to this appointment' })),
    );
    expect(await screen.findByTestId('waitlist-moved')).toHaveTextContent(
      'Booking BER-AAAA-BB is now on Tuesday, 8 December 2026, 09:00–10:30',
    );
    expect(mockRouter.calls).toHaveLength(0);
  });

  it.each([
    ['taken', 'active', 'You have booked this appointment.', null],
    ['expired', 'active', 'went to the next person', 'You are still on the waitlist'],
    ['expired', 'ended', 'went to the next person', null],
    ['withdrawn', 'left', 'You have left the waitlist', null],
  ] as const)(
    'a %s offer (entry %s) says only what is true, and books nothing',
    async (state, entryState, says, alsoSays) => {
      mockRouter.reset('/waitlist/offer?token=v2.offer', { locale: 'en-ch' });
      fetchMock.mockResolvedValue(
        jsonResponse(200, { offer: { ...offer, state, entry: { ...entry, state: entryState } } }),
      );
      const store = createBookingStore(null);
      renderOffer(store);
      const closed = await screen.findByTestId('waitlist-offer-closed');
      expect(closed).toHaveTextContent(says);
      if (alsoSays) expect(closed).toHaveTextContent(alsoSays);
      else expect(closed).not.toHaveTextContent('still on the waitlist');
      // Never a promise of an email that will not come.
      expect(closed).not.toHaveTextContent(/newest|most recent/);
      expect(store.getState().timeSlotStart).toBeNull();
      expect(mockRouter.calls.filter((c) => c.pathname === '/summary')).toEqual([]);
    },
  );

  it('a closed offer says so in the catalogue words and offers a new search', async () => {
    mockRouter.reset('/waitlist/offer?token=v2.offer', { locale: 'en-ch' });
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/waitlist/offer'
        ? jsonResponse(409, { error: 'waitlist-offer-closed' })
        : jsonResponse(200, { messages: { 'waitlist-offer-closed': 'This offer has passed.' } }),
    );
    renderFlow(fresh(<WaitlistOffer />), { language: 'en' });
    expect(await screen.findByText('This offer has passed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Look for another appointment' })).toBeVisible();
  });
});
