/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { renderFlow } from '@/features/overlays/testI18n';
import { JoinWaitlist } from './JoinWaitlist';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();

beforeEach(() => {
  mockRouter.reset('/timeslot', { locale: 'en-ch' });
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** The server refuses the join with `status` and `error`; the error catalogue words it `message`. */
function refuseJoin(status: number, error: string, message: string) {
  fetchMock.mockImplementation(async (url: string) =>
    url === '/api/waitlist/join'
      ? jsonResponse(status, { error })
      : jsonResponse(200, { messages: { [error]: message } }),
  );
}

function renderJoin() {
  renderFlow(
    // Each test its own SWR cache (the catalogue is read once per language).
    <SWRConfig value={{ provider: () => new Map() }}>
      <JoinWaitlist
        intro="Nothing suits?"
        selection={{ checkupSlug: 'basic', services: ['dxa'], locationSlug: 'bern' }}
        locationTitle="Bern"
        minDate="2026-12-01"
        maxDate="2027-02-28"
        email="anna@example.ch"
      />
    </SWRConfig>,
    { language: 'en' },
  );
}

async function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  // The form is its own chunk: the first import takes a while on a loaded machine.
  return screen.findByTestId('waitlist-form', {}, { timeout: 10_000 });
}

const joinCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/waitlist/join');

describe('JoinWaitlist', () => {
  it('is a closed disclosure until opened; the form starts with the whole range and the known email', async () => {
    renderJoin();
    const toggle = screen.getByRole('button', { name: 'Join the waitlist' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('waitlist-form')).not.toBeInTheDocument();
    await openForm();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-12-01');
    expect(screen.getByLabelText(/^Until/)).toHaveValue('2027-02-28');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.ch');
    expect(screen.getByLabelText('Only at Bern')).toBeChecked();
  });

  it('sends the choice and says where the confirmation went, with focus on it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(202, { status: 'confirmation-sent' }));
    renderJoin();
    const form = await openForm();
    fireEvent.click(screen.getByLabelText('At any location that offers this check-up'));
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText(/^Until/), { target: { value: '2026-12-20' } });
    fireEvent.click(screen.getByLabelText('Tuesday'));
    fireEvent.click(screen.getByLabelText('Monday'));
    fireEvent.click(screen.getByLabelText('Mornings (before 12:00)'));
    fireEvent.click(screen.getByLabelText('English'));
    expect(screen.getByLabelText('German')).not.toBeChecked();
    fireEvent.submit(form);

    const done = await screen.findByTestId('waitlist-joined');
    expect(done).toHaveTextContent('anna@example.ch');
    await waitFor(() => expect(done).toHaveFocus());
    expect(joinCalls()).toHaveLength(1);
    expect(JSON.parse(joinCalls()[0][1].body)).toEqual({
      checkupSlug: 'basic',
      services: ['dxa'],
      locationSlug: null,
      from: '2026-12-10',
      to: '2026-12-20',
      weekdays: [1, 2],
      timeOfDay: 'morning',
      email: 'anna@example.ch',
      language: 'en',
      localization: 'en-ch',
    });
  });

  it('refuses a range the wrong way round without asking the server', async () => {
    renderJoin();
    const form = await openForm();
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2027-01-10' } });
    fireEvent.change(screen.getByLabelText(/^Until/), { target: { value: '2027-01-09' } });
    fireEvent.submit(form);
    expect(await screen.findByText('The last day cannot be before the first.')).toBeVisible();
    expect(screen.getByLabelText(/^Until/)).toHaveAttribute('aria-invalid', 'true');
    expect(joinCalls()).toHaveLength(0);
  });

  it("shows the server's refusal under its field in the catalogue's words", async () => {
    refuseJoin(400, 'waitlist-email-invalid', 'This email address cannot receive mail.');
    renderJoin();
    fireEvent.submit(await openForm());
    expect(await screen.findByText('This email address cannot receive mail.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/error-messages?language=en');
  });

  it('shows a refusal that belongs to no field above the button', async () => {
    refuseJoin(409, 'waitlist-limit-reached', 'This email is on the waitlist 3 times.');
    renderJoin();
    fireEvent.submit(await openForm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is on the waitlist 3 times.',
    );
    expect(screen.getByTestId('waitlist-form')).toBeInTheDocument();
  });
});
