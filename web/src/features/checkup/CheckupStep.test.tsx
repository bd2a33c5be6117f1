/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@/i18n/testing';
import type { Language } from '@/i18n/locales';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import { CheckupStep } from './CheckupStep';
import type { CheckupOffer } from './offers';

const router = {
  query: {} as Record<string, string>,
  isReady: true,
  asPath: '/check-up',
  locale: 'de-ch',
};
jest.mock('next/router', () => ({ useRouter: () => router }));

/** The step with a booking store holding `state` (what the page read from the URL and session). */
function renderStep(
  stepOffers: CheckupOffer[],
  language: Language,
  state: Partial<BookingState> = {},
) {
  const store = createBookingStore(null, { ...INITIAL_BOOKING_STATE, ...state });
  return renderWithI18n(
    <BookingProvider store={store}>
      <CheckupStep offers={stepOffers} />
    </BookingProvider>,
    { language },
  );
}

const offers: CheckupOffer[] = [
  {
    slug: 'whole_body_scan_with_blood_test',
    title: 'Ganzkörper-Check-up',
    titleTwoPersons: 'Ganzkörper-Check-up zu zweit',
    description: 'MRI und Bluttest.',
    durationMinutes: 90,
    price: 2490,
    priceTwoPerson: 4480,
    included: [{ slug: 'blood_test', title: 'Bluttest', icon: 'blood' }],
    locations: ['Zürich Bellevue', 'Bern'],
  },
  {
    slug: 'whole_body_scan',
    title: 'Ganzkörper-Check-up Plus',
    titleTwoPersons: 'Ganzkörper-Check-up Plus zu zweit',
    description: 'Mit DEXA.',
    durationMinutes: 90,
    price: 2990,
    priceTwoPerson: 5480,
    included: [],
    locations: ['Zürich Bellevue'],
  },
];

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('CheckupStep', () => {
  it('names where a check-up is offered, and offers no choice for one bookable nowhere', () => {
    const nowhere: CheckupOffer = {
      ...offers[1],
      slug: 'nowhere',
      title: 'Nirgends',
      locations: [],
    };
    renderStep([offers[0], nowhere], 'de');
    expect(within(card('Ganzkörper-Check-up')).getByTestId('offer-locations')).toHaveTextContent(
      'Angeboten in: Zürich Bellevue, Bern',
    );
    const none = card('Nirgends');
    expect(within(none).getByTestId('offer-unavailable')).toHaveTextContent('an keinem Standort');
    expect(within(none).queryByRole('link')).toBeNull();
  });

  it('lists each package with duration, included services and its price for one', () => {
    renderStep(offers, 'de');
    const first = card('Ganzkörper-Check-up');
    expect(within(first).getByText('Dauer: 90 Minuten')).toBeInTheDocument();
    expect(within(first).getByText('Bluttest')).toBeInTheDocument();
    expect(within(first).getByTestId('offer-price')).toHaveTextContent('CHF 2’490');
    expect(within(card('Ganzkörper-Check-up Plus')).getByTestId('offer-price')).toHaveTextContent(
      'CHF 2’990',
    );
    expect(within(first).getByRole('link', { name: /Ganzkörper-Check-up wählen/ })).toHaveAttribute(
      'href',
      '/add-ons?checkup=whole_body_scan_with_blood_test&isPartnerBooking=false',
    );
  });

  it('shows two-person titles, prices and links when booking for two', async () => {
    renderStep(offers, 'en');
    await userEvent.click(screen.getByLabelText(/For two people/));
    const first = card('Ganzkörper-Check-up zu zweit');
    expect(within(first).getByTestId('offer-price')).toHaveTextContent('CHF 4’480 for two people');
    expect(
      within(card('Ganzkörper-Check-up Plus zu zweit')).getByTestId('offer-price'),
    ).toHaveTextContent('CHF 5’480');
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/add-ons?checkup=whole_body_scan_with_blood_test&isPartnerBooking=true',
    );
  });

  it('starts with "for two" when the booking says so (isPartnerBooking=true in the URL)', () => {
    renderStep(offers, 'en', { isPartnerBooking: true });
    expect(screen.getByLabelText(/For two people/)).toBeChecked();
  });

  it('switching back to "just for me" ends an earlier partner booking (the link says so)', async () => {
    renderStep(offers, 'en', { isPartnerBooking: true });
    await userEvent.click(screen.getByLabelText(/Just for me/));
    expect(within(card('Ganzkörper-Check-up')).getByRole('link')).toHaveAttribute(
      'href',
      '/add-ons?checkup=whole_body_scan_with_blood_test&isPartnerBooking=false',
    );
  });

  it('links carry the whole booking of a landing link on to add-ons', () => {
    renderStep(offers, 'en', {
      services: ['dxa'],
      locationSlug: 'bern',
      selectedDate: '2026-12-14',
      startDate: '2026-12-10',
      discountCode: 'WELCOME10',
      timeSlotStart: '2026-12-14T09:15:00+01:00',
      personalData: { ...INITIAL_BOOKING_STATE.personalData, firstName: 'Anna', email: 'a@b.ch' },
    });
    const href = within(card('Ganzkörper-Check-up Plus')).getByRole('link').getAttribute('href')!;
    expect(href.split('?')[0]).toBe('/add-ons');
    const query = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      checkup: 'whole_body_scan',
      services: 'dxa',
      location: 'bern',
      selectedDate: '2026-12-14',
      discountCode: 'WELCOME10',
      isPartnerBooking: 'false',
    });
    // No personal data and no start date in links (the store keeps them for the session).
    expect(href).not.toMatch(/Anna|a%40b|startDate|timeslot/);
  });

  it('says so when nothing can be booked', () => {
    renderStep([], 'en');
    expect(screen.getByText(/No check-ups can be booked/)).toBeInTheDocument();
  });
});
