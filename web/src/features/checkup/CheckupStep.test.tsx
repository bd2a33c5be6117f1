/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@/i18n/testing';
import { CheckupStep } from './CheckupStep';
import type { CheckupOffer } from './offers';

const router = {
  query: {} as Record<string, string>,
  isReady: true,
  asPath: '/check-up',
  locale: 'de-ch',
};
jest.mock('next/router', () => ({ useRouter: () => router }));

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
  },
];

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('CheckupStep', () => {
  beforeEach(() => {
    router.query = {};
  });

  it('lists each package with duration, included services and its price for one', () => {
    renderWithI18n(<CheckupStep offers={offers} />, { language: 'de' });
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
    renderWithI18n(<CheckupStep offers={offers} />, { language: 'en' });
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

  it('starts with "for two" when the query says isPartnerBooking=true', () => {
    router.query = { isPartnerBooking: 'true' };
    renderWithI18n(<CheckupStep offers={offers} />, { language: 'en' });
    expect(screen.getByLabelText(/For two people/)).toBeChecked();
  });

  it('switching back to "just for me" ends an earlier partner booking (the link says so)', async () => {
    router.query = { isPartnerBooking: 'true' };
    renderWithI18n(<CheckupStep offers={offers} />, { language: 'en' });
    await userEvent.click(screen.getByLabelText(/Just for me/));
    expect(within(card('Ganzkörper-Check-up')).getByRole('link')).toHaveAttribute(
      'href',
      '/add-ons?checkup=whole_body_scan_with_blood_test&isPartnerBooking=false',
    );
  });

  it('says so when nothing can be booked', () => {
    renderWithI18n(<CheckupStep offers={[]} />, { language: 'en' });
    expect(screen.getByText(/No check-ups can be booked/)).toBeInTheDocument();
  });
});
