/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore, type BookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import { renderFlow } from '@/features/overlays/testI18n';
import { AddonsStep } from './AddonsStep';
import type { AddonCard, AddonsPackage } from './addonsCatalog';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const card = (over: Partial<AddonCard> & { slug: string; title: string }): AddonCard => ({
  description: `${over.title} description`,
  icon: null,
  price: 100,
  durationMinutes: 10,
  highlighted: false,
  bookable: true,
  notOffered: false,
  tags: [],
  cannotBeBookedTogether: [],
  modalText: null,
  modalInfoText: null,
  ...over,
});

const pkg: AddonsPackage = {
  slug: 'whole_body_scan_with_blood_test',
  title: 'Full-body Check-up',
  included: [{ slug: 'blood_test', title: 'Blood test', icon: 'blood' }],
  addons: [
    card({
      slug: 'dxa',
      title: 'Bone density scan',
      price: 250,
      durationMinutes: 65,
      highlighted: true,
      tags: [{ id: 'popular', title: 'Popular', color: 'info' }],
      modalText: 'The DXA scan measures bone density.',
      modalInfoText: 'Wear clothes without metal.',
    }),
    card({
      slug: 'brain_age',
      title: 'Brain age',
      price: 190,
      cannotBeBookedTogether: ['lung_ct'],
    }),
    card({ slug: 'lung_ct', title: 'Lung CT', price: 90 }),
    card({
      slug: 'apo_e4_test',
      title: 'ApoE4 test',
      price: null,
      durationMinutes: null,
      bookable: false,
      tags: [{ id: 'soon', title: 'Coming soon', color: 'default' }],
    }),
  ],
};

function renderStep(store: BookingStore) {
  return renderFlow(
    <BookingProvider store={store}>
      <AddonsStep packages={[pkg]} />
    </BookingProvider>,
    { language: 'en' },
  );
}

const article = (name: string) => screen.getByRole('article', { name });

describe('AddonsStep', () => {
  let store: BookingStore;
  beforeEach(() => {
    store = createBookingStore(null, { ...INITIAL_BOOKING_STATE, checkupSlug: pkg.slug });
  });

  it('shows each add-on with tags, price, duration, and the included services', () => {
    renderStep(store);
    const dxa = article('Bone density scan');
    expect(within(dxa).getByTestId('addon-price')).toHaveTextContent('+ CHF 250');
    expect(within(dxa).getByText('+ 65 minutes')).toBeInTheDocument();
    expect(within(dxa).getByText('Popular')).toBeInTheDocument();
    expect(dxa).toHaveAttribute('class', expect.stringContaining('highlighted'));
    expect(screen.getByRole('region', { name: 'Included in your check-up' })).toHaveTextContent(
      'Blood test',
    );
  });

  it('shows a service that cannot be booked with its tag, and no Add box', () => {
    renderStep(store);
    const apo = article('ApoE4 test');
    expect(within(apo).getByText('Coming soon')).toBeInTheDocument();
    expect(within(apo).getByText('Not bookable yet')).toBeInTheDocument();
    expect(within(apo).queryByRole('checkbox')).toBeNull();
  });

  it('writes the selection to the store and the continue link', () => {
    renderStep(store);
    expect(screen.getByTestId('addons-continue')).toHaveTextContent('Continue without add-ons');
    fireEvent.click(within(article('Bone density scan')).getByRole('checkbox', { name: /Add/ }));
    expect(store.getState().services).toEqual(['dxa']);
    expect(screen.getByTestId('addons-continue')).toHaveAttribute(
      'href',
      '/location?checkup=whole_body_scan_with_blood_test&services=dxa',
    );
    fireEvent.click(within(article('Bone density scan')).getByRole('checkbox'));
    expect(store.getState().services).toEqual([]);
  });

  it('unchecks an add-on that cannot be booked together with the chosen one, with a note', () => {
    renderStep(store);
    fireEvent.click(within(article('Brain age')).getByRole('checkbox'));
    expect(
      within(article('Lung CT')).getByText(/Cannot be booked together with Brain age/),
    ).toBeInTheDocument();
    fireEvent.click(within(article('Lung CT')).getByRole('checkbox'));
    expect(store.getState().services).toEqual(['lung_ct']);
    expect(within(article('Brain age')).getByRole('checkbox')).not.toBeChecked();
    expect(
      screen.getByText('Brain age was removed: it cannot be booked together with Lung CT.'),
    ).toBeInTheDocument();
  });

  it('drops add-ons the package does not offer', () => {
    store = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: pkg.slug,
      services: ['dxa', 'apo_e4_test', 'x'],
    });
    renderStep(store);
    expect(store.getState().services).toEqual(['dxa']);
  });

  it("says the partner's location, not the check-up, offers none of its add-ons", () => {
    const partner = createBookingStore(null, {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: pkg.slug,
      locationSlug: 'lausanne',
      reservationIdPartner: '7d9f4c1e-0000-4000-8000-000000000002',
    });
    const lausanne = {
      slug: 'lausanne',
      title: 'Lausanne',
      address: 'Rue 1',
      unsupportedServices: pkg.addons.map((a) => a.slug),
    };
    renderFlow(
      <BookingProvider store={partner}>
        <AddonsStep packages={[pkg]} locations={[lausanne]} />
      </BookingProvider>,
      { language: 'en' },
    );
    expect(screen.getByText(/not offered in Lausanne, where your partner booked/)).toBeVisible();
    expect(screen.queryByText('There are no add-ons for this check-up.')).toBeNull();
  });

  it('says the check-up has no add-ons when it has none', () => {
    renderFlow(
      <BookingProvider store={store}>
        <AddonsStep packages={[{ ...pkg, addons: [] }]} />
      </BookingProvider>,
      { language: 'en' },
    );
    expect(screen.getByText('There are no add-ons for this check-up.')).toBeVisible();
  });

  it('opens the info dialog with the modal texts', () => {
    renderStep(store);
    fireEvent.click(
      within(article('Bone density scan')).getByRole('button', {
        name: 'More info Bone density scan',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Bone density scan' });
    expect(dialog).toHaveTextContent('The DXA scan measures bone density.');
    expect(dialog).toHaveTextContent('Wear clothes without metal.');
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
