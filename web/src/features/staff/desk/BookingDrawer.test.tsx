/** @jest-environment jsdom */
/**
 * The booking detail at the desk (docs/staff-desk.md, "Tablet", "Routine actions and
 * overrides"): Escape closes it, focus starts on its heading and never falls to the body after
 * an action; arrived is one tap without a reason, a payment's reason is optional and a move's
 * required; dates are on their Zurich day; the heading follows a move; an open invoice is shown
 * as such with a way to mark it paid; a viewer gets no action or note forms.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import type { StaffScreeningAnswersResponse } from '@/contracts/staff-screening';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { renderDesk } from '@/test/ui/desk';
import { BookingDrawer, when } from './BookingDrawer';
import { bookingDetailAnswer } from './__fixtures__/bookingDetail';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const fetchMock = jest.fn();

/** The booking with an open invoice for what is due and its questionnaire to review. */
function detail(over: Partial<BookingDetailResponse['booking']> = {}): BookingDetailResponse {
  const base = bookingDetailAnswer({ invoicedCents: 100_000, screening: 'needsReview', ...over });
  return {
    ...base,
    payments: {
      ...base.payments,
      clinic: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          method: 'invoice',
          amountCents: 100_000,
          reason: '',
          staffId: 's1',
          at: '2026-06-02T22:10:00Z',
          settledAt: null,
        },
      ],
    },
  };
}

const ANSWERS: StaffScreeningAnswersResponse = {
  id: '11111111-1111-4111-8111-111111111111',
  state: 'needsReview',
  questionnaireRev: 'rev1',
  signedAt: '2026-06-02T08:00:00Z',
  signedName: 'Eva Muster',
  incidentalFindings: 'no',
  answers: [
    {
      key: 'pacemaker',
      section: 'Implants',
      question: 'Do you have a cardiac pacemaker?',
      kind: 'yesNo',
      unit: null,
      value: 'yes',
      detail: 'Model X 2019',
      outcome: 'stop',
    },
  ],
  documentsRequestedAt: null,
  documentsNote: null,
  decision: null,
  decidedAt: null,
};
const answerReads = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/staff/screening/answers'));

let current = detail();
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  current = detail();
  posts.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { id: current.booking.id, arrivedAt: null, noShowAt: null });
    }
    if (String(url).startsWith('/api/staff/screening/answers')) return jsonResponse(200, ANSWERS);
    return jsonResponse(200, current);
  });
  global.fetch = fetchMock;
  mockRouter.reset('/staff', { locale: 'en-ch' });
});

function renderDrawer(role = 'reception', onClose = jest.fn()) {
  renderDesk(
    <BookingDrawer
      summary={{
        id: current.booking.id,
        reference: current.booking.reference,
        name: 'Eva Muster',
        startsAt: '2026-06-03T08:00:00Z',
      }}
      onClose={onClose}
      onChanged={jest.fn()}
      role={role}
    />,
  );
  return onClose;
}

describe('BookingDrawer', () => {
  it('starts with focus on its heading and closes on Escape', async () => {
    const onClose = renderDrawer();
    await screen.findByText('eva@example.ch');
    expect(screen.getByRole('heading', { level: 2, name: /Eva Muster · 10:00/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('marks arrived in one tap, without a reason, and keeps focus off the body', async () => {
    renderDrawer();
    await screen.findByText('eva@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Mark arrived' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/staff/booking/attendance',
      body: { id: current.booking.id, mark: 'arrived' },
    });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toHaveTextContent('Marked as arrived.');
  });

  it('asks a reason for a move, not for a payment', async () => {
    renderDrawer();
    await screen.findByText('eva@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      within(screen.getByRole('form')).getByLabelText(/^Reason \(optional/),
    ).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(within(screen.getByRole('form')).getByLabelText(/^Reason/)).toBeRequired();
  });

  it('shows an open invoice as due and marks it paid', async () => {
    renderDrawer();
    await screen.findByText('eva@example.ch');
    expect(screen.getByText(/Invoiced CHF 1’000, not paid yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark invoice paid' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/staff/booking/invoice-paid',
      body: { id: current.booking.id, paymentId: '22222222-2222-4222-8222-222222222222' },
    });
  });

  it('gives a viewer no forms or buttons the server refuses', async () => {
    renderDrawer('viewer');
    await screen.findByText('eva@example.ch');
    expect(screen.queryByRole('group', { name: /actions/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark arrived' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark invoice paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add note/i })).toBeNull();
  });

  it('shows clinical staff the questionnaire’s answers when asked (one audited read), reception only its state', async () => {
    renderDrawer('clinical');
    await screen.findByText('eva@example.ch');
    const section = screen.getByRole('region', { name: 'Safety questionnaire' });
    expect(section).toHaveTextContent('Needs review');
    // Opening the drawer reads no answers: each read is an audited view.
    expect(answerReads()).toHaveLength(0);
    const show = within(section).getByRole('button', { name: 'Show the answers' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const table = await within(section).findByTestId('staff-screening-answers');
    expect(table).toHaveTextContent('Do you have a cardiac pacemaker?');
    expect(table).toHaveTextContent('Model X 2019');
    expect(table).toHaveTextContent('Stop');
    expect(within(section).getByRole('button', { name: 'Hide the answers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(section).getByRole('link', { name: 'Decide in the safety review' }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining('/staff/screening?location=location.zurich_bellevue'),
    );
    expect(answerReads()).toHaveLength(1);
  });

  it('gives reception the questionnaire’s state and no way to its answers', async () => {
    renderDrawer('reception');
    await screen.findByText('eva@example.ch');
    const section = screen.getByRole('region', { name: 'Safety questionnaire' });
    expect(section).toHaveTextContent('Needs review');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('says where each email stands: sent, planned, withdrawn or skipped, never all "queued"', async () => {
    const email = (kind: string, state: string, sentAt: string | null = null) => ({
      kind,
      state,
      queuedAt: '2026-06-01T08:00:00Z',
      sendAfter: '2099-06-02T07:00:00Z',
      sentAt,
    });
    current = {
      ...detail(),
      emails: [
        email('booking-confirmation', 'completed', '2026-06-01T08:00:05Z'),
        email('reminder', 'created'),
        email('payment-link', 'cancelled'),
        email('screening-reminder', 'completed'),
      ],
    };
    renderDrawer();
    await screen.findByText('eva@example.ch');
    const items = within(screen.getByRole('region', { name: 'Emails' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Booking confirmation · Monday,? 1 June 2026 10:00$/),
      expect.stringMatching(/^Reminder · planned for \w+,? 2 June 2099 09:00$/),
      'Payment link · cancelled, will not be sent',
      'Safety questionnaire reminder · not sent (no longer applies)',
    ]);
  });

  it('names the partner the booker entered, before the partner has booked their own time', async () => {
    current = {
      ...detail(),
      partnerPerson: { firstName: 'José', lastName: 'Müller', email: 'jose@example.de' },
      partner: null,
    };
    renderDrawer();
    await screen.findByText('eva@example.ch');
    const section = screen.getByRole('region', { name: 'Two-person booking' });
    expect(section).toHaveTextContent('José Müller · jose@example.de');
    expect(section).toHaveTextContent('Has not chosen their own time yet.');
  });

  it('follows a move in its heading', async () => {
    current = detail({ startsAt: '2026-06-03T12:00:00Z', endsAt: '2026-06-03T13:30:00Z' });
    renderDrawer();
    await screen.findByText('eva@example.ch');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Eva Muster · 14:00');
  });
});

describe('when', () => {
  it('dates an instant on its Zurich day: 00:10 on Wednesday is Wednesday', () => {
    // 2026-06-02T22:10Z is Wednesday 3 June, 00:10 in Zurich (summer time).
    expect(when('2026-06-02T22:10:00Z', 'en')).toMatch(/^Wednesday,? 3 June 2026 00:10$/);
    expect(when('2026-06-02T22:10:00Z', 'de')).toMatch(/^Mittwoch, 3\. Juni 2026 00:10$/);
  });
});
