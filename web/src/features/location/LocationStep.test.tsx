/** @jest-environment jsdom */
import { SWRConfig } from 'swr';
import { fireEvent, screen, within } from '@testing-library/react';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import { renderFlow } from '@/features/overlays/testI18n';
import type { LocationCard } from './locationCards';
import { LocationStep } from './LocationStep';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const loc = (slug: string, title: string, over: Partial<LocationCard> = {}): LocationCard => ({
  slug,
  title,
  address: `${title}strasse 1`,
  center: { lat: 47.5, lng: 7.6 },
  discountAmount: null,
  isComingSoon: false,
  bookingHorizonDays: 90,
  unsupported: [],
  ...over,
});

const cards = [
  loc('zurich_bellevue', 'Zürich Bellevue', {
    unsupported: [
      { slug: 'brain_age', title: 'Brain age' },
      { slug: 'lung_ct', title: 'Lung CT' },
    ],
  }),
  loc('basel_rheinfelden', 'Basel Rheinfelden', { discountAmount: 250 }),
  loc('bern', 'Bern', { unsupported: [{ slug: 'dxa', title: 'DEXA-Knochendichtemessung' }] }),
];
const includes = { whole_body_scan: ['whole_body_mri', 'dxa'], other: ['whole_body_mri'] };

function renderStep(store: BookingStore) {
  return renderFlow(
    <BookingProvider store={store}>
      <LocationStep locations={cards} includes={includes} />
    </BookingProvider>,
    { language: 'de' },
  );
}
const article = (name: string) => screen.getByRole('article', { name });

// The step asks for each location's next free appointment (SWR). Where a test does not answer
// it, the question stays open: an answer landing after the test's last line would update the
// page outside act().
const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = jest.fn(() => new Promise<never>(() => undefined)) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('LocationStep', () => {
  it('explains why a location cannot offer the chosen check-up and offers no choose button', () => {
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan',
      locationSlug: 'bern',
    });
    renderStep(store);
    const bern = article('Bern');
    expect(within(bern).getByTestId('location-checkup-unavailable')).toHaveTextContent(
      'Bern kann diesen Check-up nicht anbieten: DEXA-Knochendichtemessung gehört dazu',
    );
    expect(within(bern).queryByRole('button', { name: /Diesen Standort wählen/ })).toBeNull();
    // Chosen earlier (e.g. from a link): no way on to the appointment.
    expect(screen.getByTestId('location-continue')).toBeDisabled();
    expect(
      within(article('Basel Rheinfelden')).queryByTestId('location-checkup-unavailable'),
    ).toBeNull();
  });

  it('offers the same location for a check-up it supports', () => {
    const store = createBookingStore(null, { ...INITIAL_BOOKING_STATE, checkupSlug: 'other' });
    renderStep(store);
    expect(within(article('Bern')).queryByTestId('location-checkup-unavailable')).toBeNull();
    expect(
      within(article('Bern')).getByRole('button', { name: /Diesen Standort wählen/ }),
    ).toBeEnabled();
  });

  it('shows address, map link and the location discount, and continues once chosen', () => {
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan',
    });
    renderStep(store);
    const basel = article('Basel Rheinfelden');
    expect(within(basel).getByTestId('location-discount')).toHaveTextContent(
      'CHF 250 Standortrabatt',
    );
    expect(within(basel).getByRole('link', { name: /Auf der Karte zeigen/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=47\.50000&mlon=7\.60000/),
    );
    expect(screen.getByTestId('location-continue')).toBeDisabled();
    fireEvent.click(within(basel).getByRole('button', { name: /Diesen Standort wählen/ }));
    expect(store.getState().locationSlug).toBe('basel_rheinfelden');
    expect(screen.getByTestId('location-continue')).toHaveAttribute(
      'href',
      '/timeslot?checkup=whole_body_scan&location=basel_rheinfelden',
    );
  });

  it('names the chosen add-ons a location lacks and can drop them to choose it', () => {
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan',
      services: ['brain_age', 'blood_extended'],
    });
    renderStep(store);
    const zurich = article('Zürich Bellevue');
    expect(
      within(zurich).getByText('Zürich Bellevue bietet Ihre Zusatzleistung Brain age nicht an.'),
    ).toBeInTheDocument();
    expect(
      within(zurich).queryByRole('button', { name: /Diesen Standort wählen/ }),
    ).not.toBeInTheDocument();
    fireEvent.click(
      within(zurich).getByRole('button', {
        name: 'Zusatzleistung entfernen und diesen Standort wählen',
      }),
    );
    expect(store.getState().services).toEqual(['blood_extended']);
    expect(store.getState().locationSlug).toBe('zurich_bellevue');
  });

  it('a location lacking a chosen add-on says why, not "no free appointment" (docs/manage-booking.md)', async () => {
    const body = JSON.stringify({
      locations: cards.map((c) => ({ locationSlug: c.slug, nextFree: null })),
    });
    // jsdom has no Response: what apiFetch reads of one.
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => body }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderStep(
      createBookingStore(null, {
        ...INITIAL_BOOKING_STATE,
        checkupSlug: 'other',
        services: ['lung_ct'],
      }),
    );
    const basel = article('Basel Rheinfelden');
    expect(await within(basel).findByTestId('next-free')).toBeInTheDocument();
    const zurich = article('Zürich Bellevue');
    expect(within(zurich).queryByTestId('next-free')).not.toBeInTheDocument();
    expect(
      within(zurich).getByText(/bietet Ihre Zusatzleistung Lung CT nicht an/),
    ).toBeInTheDocument();
  });

  it('a location without a free appointment offers the waitlist for it; one lacking an add-on does not (docs/waitlist.md)', async () => {
    const body = JSON.stringify({
      locations: [
        { locationSlug: 'zurich_bellevue', nextFree: null },
        { locationSlug: 'basel_rheinfelden', nextFree: '2026-12-01T08:00:00.000Z' },
        { locationSlug: 'bern', nextFree: null },
      ],
    });
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => body,
    })) as unknown as typeof fetch;
    // Its own SWR cache: another test read next-free for the same selection.
    renderFlow(
      <SWRConfig value={{ provider: () => new Map() }}>
        <BookingProvider
          store={createBookingStore(null, {
            ...INITIAL_BOOKING_STATE,
            checkupSlug: 'other',
            services: ['lung_ct'],
          })}
        >
          <LocationStep locations={cards} includes={includes} />
        </BookingProvider>
      </SWRConfig>,
      { language: 'de' },
    );
    const bern = article('Bern');
    expect(await within(bern).findByTestId('waitlist-join')).toBeInTheDocument();
    expect(within(bern).getByRole('button', { name: 'Auf die Warteliste' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Basel has a free appointment; Zurich lacks the chosen add-on (it says so instead).
    expect(within(article('Basel Rheinfelden')).queryByTestId('waitlist-join')).toBeNull();
    expect(within(article('Zürich Bellevue')).queryByTestId('waitlist-join')).toBeNull();
  });

  it('offers to choose another location instead', () => {
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'x',
      services: ['lung_ct'],
    });
    renderStep(store);
    fireEvent.click(
      within(article('Zürich Bellevue')).getByRole('button', { name: 'Anderen Standort wählen' }),
    );
    expect(screen.getByRole('heading', { name: 'Unsere Standorte' })).toHaveFocus();
    expect(store.getState().services).toEqual(['lung_ct']);
    expect(store.getState().locationSlug).toBeNull();
  });

  it('does not continue with a chosen location that lacks a chosen add-on', () => {
    const store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'x',
      services: ['lung_ct'],
      locationSlug: 'zurich_bellevue',
    });
    renderStep(store);
    expect(screen.getByTestId('location-continue')).toBeDisabled();
  });
});
