/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@/contracts/staff-search';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { renderDesk, staffMeAnswer } from '@/test/ui/desk';
import { bookingDetailAnswer } from './__fixtures__/bookingDetail';
import { forgetSearch } from './searchMemory';
import { SearchPage } from './SearchPage';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();
const { booking } = bookingDetailAnswer();
const answer: SearchResponse = {
  results: [
    {
      ...booking,
      matchedBy: 'last-name',
    },
  ],
  truncated: false,
};

/** The bodies the page sent to /api/staff/search. */
const searches = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/staff/search'))
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

beforeEach(() => {
  forgetSearch();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) =>
    url.startsWith('/api/staff/me')
      ? staffMeAnswer({ role: 'reception', locations: 'all' })
      : jsonResponse(200, answer),
  );
  global.fetch = fetchMock;
  mockRouter.reset('/staff/search', { locale: 'en-ch' });
});

describe('the desk search', () => {
  it('shows the last search again, fetched afresh, when the desk comes back to it', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderDesk(<SearchPage />);
    await user.type(await screen.findByLabelText('Reference, email, phone or name'), 'Muster');
    await user.type(screen.getByLabelText('From'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Eva Muster' })).toBeVisible();
    first.unmount(); // to the patient view

    renderDesk(<SearchPage />); // "Back to search"
    expect(screen.getByLabelText('Reference, email, phone or name')).toHaveValue('Muster');
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    expect(await screen.findByRole('button', { name: 'Eva Muster' })).toBeVisible();
    expect(searches()).toEqual([
      { q: 'Muster', from: '2026-06-01' },
      { q: 'Muster', from: '2026-06-01' },
    ]);
  });

  it('names the invited partner a booking was found by', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/staff/me')
        ? staffMeAnswer({ role: 'reception', locations: 'all' })
        : jsonResponse(200, {
            results: [{ ...booking, matchedBy: 'partner', invitedPartner: 'Jürg Gerber' }],
            truncated: false,
          }),
    );
    renderDesk(<SearchPage />);
    await user.type(await screen.findByLabelText('Reference, email, phone or name'), 'Gerber');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('search-invited-partner')).toHaveTextContent(
      'Invited partner: Jürg Gerber (no own appointment yet)',
    );
    expect(screen.getByRole('button', { name: 'Eva Muster' })).toBeVisible();
  });

  it('starts empty once the search is forgotten (a lock or sign-out), and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderDesk(<SearchPage />);
    await user.type(await screen.findByLabelText('Reference, email, phone or name'), 'Muster');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: 'Eva Muster' });
    first.unmount();
    forgetSearch();

    renderDesk(<SearchPage />);
    expect(screen.getByLabelText('Reference, email, phone or name')).toHaveValue('');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/staff\/me/), expect.anything()),
    );
    expect(searches()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Eva Muster' })).toBeNull();
  });
});
