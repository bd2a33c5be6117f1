/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { INITIAL_BOOKING_STATE } from '@/features/booking/state/types';
import { renderFlow } from '@/features/overlays/testI18n';
import type { FlowView } from './flowView';
import { BookingOverview } from './BookingOverview';

/** Today's content: the check-up and location have been renamed since the booking. */
const view = {
  known: { checkups: ['x'], services: ['dxa'], locations: ['zurich_see'] },
  packages: [{ slug: 'x', title: 'New name', titleTwoPersons: 'New name for two' }],
  services: [{ slug: 'dxa', title: 'Bone scan (new)' }],
  locations: [{ slug: 'zurich_see', title: 'Zurich Lakeside', address: 'Seestrasse 1' }],
  errorMessages: {},
  depositAmount: 500,
  minimumAge: 18,
} as unknown as FlowView;

const booking = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'x',
  services: ['dxa'],
  locationSlug: 'zurich_see',
};

describe('BookingOverview after booking', () => {
  it('shows the titles and address as booked (the snapshot), not today’s content', () => {
    renderFlow(
      <BookingOverview
        view={view}
        booking={booking}
        booked={{
          checkupTitle: 'Full-body Check-up',
          serviceTitles: ['DEXA bone density scan'],
          locationName: 'Zurich Bellevue',
          locationAddress: 'Theaterstrasse 12, 8001 Zurich',
        }}
      />,
      { language: 'en' },
    );
    expect(screen.getByTestId('overview-checkup')).toHaveTextContent('Full-body Check-up');
    expect(screen.getByTestId('overview-addons')).toHaveTextContent('DEXA bone density scan');
    expect(screen.getByTestId('overview-location')).toHaveTextContent('Zurich Bellevue');
    expect(screen.getByTestId('overview-location')).toHaveTextContent('Theaterstrasse 12');
    expect(screen.getByTestId('overview-location')).not.toHaveTextContent('Lakeside');
  });
});
