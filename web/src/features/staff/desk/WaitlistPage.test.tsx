/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffWaitlistResponse } from '@/contracts/staff-waitlist';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { renderDesk, staffMeAnswer } from '@/test/ui/desk';
import { WaitlistPage } from './WaitlistPage';
import { waitlistEntry } from './__fixtures__/waitlistEntry';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();

const entry = waitlistEntry;

const answer: StaffWaitlistResponse = {
  location: { id: 'location.bern', name: 'Bern' },
  locations: [
    { id: 'location.bern', name: 'Bern' },
    { id: 'location.zurich_bellevue', name: 'Zurich Bellevue' },
  ],
  entries: [
    entry({
      offers: [
        {
          start: '2026-12-08T08:00:00Z',
          end: '2026-12-08T09:30:00Z',
          state: 'expired',
          offeredAt: '2026-11-25T10:00:00Z',
          expiresAt: '2026-11-25T10:30:00Z',
          bookingReference: null,
        },
      ],
    }),
    entry({
      id: 'e2',
      email: 'otto@example.ch',
      thisLocationOnly: false,
      weekdays: [1, 5],
      timeOfDay: 'afternoon',
      state: 'booked',
      offers: [
        {
          start: '2026-12-08T08:00:00Z',
          end: '2026-12-08T09:30:00Z',
          state: 'taken',
          offeredAt: '2026-11-25T10:30:00Z',
          expiresAt: '2026-11-25T11:00:00Z',
          bookingReference: 'BER-7K3M-Q9',
        },
      ],
    }),
  ],
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderPage() {
  renderDesk(<WaitlistPage />);
}

/**
 * The server's answers: /api/staff/me is Rita, a viewer of `locations`; every other request gets
 * `reply`.
 */
function answerAs(locations: 'all' | string[], reply: ReturnType<typeof jsonResponse>) {
  fetchMock.mockImplementation(async (url: string) =>
    url.startsWith('/api/staff/me') ? staffMeAnswer({ role: 'viewer', locations }) : reply,
  );
}

describe('the desk waitlist page', () => {
  it('lists the entries in joining order with who was offered which slot and how it ended', async () => {
    mockRouter.reset('/staff/waitlist?location=location.bern', { locale: 'en-ch' });
    answerAs('all', jsonResponse(200, answer));
    renderPage();
    const rows = await screen.findAllByTestId('staff-waitlist-entry');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('wanda@example.ch');
    expect(rows[0]).toHaveTextContent('this location only');
    expect(rows[0]).toHaveTextContent('Waiting');
    expect(within(rows[0]).getByTestId('staff-waitlist-offer')).toHaveTextContent(
      '09:00–10:30: not taken in time',
    );
    expect(rows[1]).toHaveTextContent('any location');
    expect(rows[1]).toHaveTextContent('Mon, Fri · afternoons');
    expect(within(rows[1]).getByTestId('staff-waitlist-offer')).toHaveTextContent(
      'booked (BER-7K3M-Q9)',
    );
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain(
      '/api/staff/waitlist?location=location.bern',
    );
  });

  it('says when the location may not be seen', async () => {
    mockRouter.reset('/staff/waitlist?location=location.zurich_bellevue', { locale: 'en-ch' });
    answerAs(['bern'], jsonResponse(403, { error: 'staff-forbidden' }));
    renderPage();
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.queryByTestId('staff-waitlist')).not.toBeInTheDocument();
  });
});
