/** @jest-environment jsdom */
/**
 * The booking's actions at the desk (docs/staff-desk.md, "Routine actions and overrides"): which
 * are offered by the booking's state, the request each sends (fetch mocked at the boundary),
 * the server's refusal shown by its catalogue id, and the panel by keyboard alone. Which roles
 * see the panel at all is the drawer's (BookingDrawer.test.tsx: a viewer gets none).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import {
  ALREADY_BOOKED,
  NOTHING_CHANGED,
  REFUND_ABOVE_PAID,
  TOO_EARLY,
} from '@/contracts/error-ids';
import { formatCents } from '@/i18n/format';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { mockRouter } from '@/lib/testing/mockRouter';
import { renderDesk } from '@/test/ui/desk';
import de from '../../../../public/locales/de/desk.json';
import en from '../../../../public/locales/en/desk.json';
import { ActionPanel } from './ActionPanel';
import { bookingDetailAnswer, DETAIL_ID } from './__fixtures__/bookingDetail';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

const ID = DETAIL_ID;

function detail(
  booking: Partial<BookingDetailResponse['booking']> = {},
  dueCents = 100_000,
): BookingDetailResponse {
  return bookingDetailAnswer({ ...booking, dueCents });
}

const fetchMock = jest.fn();
const posts: { url: string; body: Record<string, unknown> }[] = [];
/** What the next POST answers: 200, or a refusal with this catalogue id. */
let refusal: { status: number; error: string } | null = null;

beforeEach(() => {
  posts.length = 0;
  refusal = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return refusal
        ? jsonResponse(refusal.status, { error: refusal.error })
        : jsonResponse(200, { id: ID });
    }
    if (String(url).startsWith('/api/staff/free-slots'))
      return jsonResponse(200, {
        slots: [
          { start: '2026-06-04T07:00:00Z', end: '2026-06-04T08:30:00Z' },
          { start: '2026-06-04T09:00:00Z', end: '2026-06-04T10:30:00Z' },
        ],
      });
    return jsonResponse(404, { error: 'not-found' });
  });
  global.fetch = fetchMock;
  mockRouter.reset('/staff', { locale: 'en-ch' });
});

function renderPanel(d: BookingDetailResponse, language: 'en' | 'de' = 'en') {
  const onDone = jest.fn();
  renderDesk(<ActionPanel detail={d} onDone={onDone} />, language);
  return onDone;
}

const actionNames = (label = en.actions.label) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('ActionPanel offers what the booking’s state allows', () => {
  it('a confirmed booking with something due: attendance, move, cancel, payment, link, resend, contact', () => {
    renderPanel(detail());
    expect(actionNames()).toEqual([
      'Mark arrived',
      'Mark no-show',
      'Move',
      'Cancel booking',
      'Record payment',
      'Send payment link',
      'Resend email',
      'Edit contact data',
    ]);
  });

  it('an arrived booking: undo the mark and take the rest at the clinic, no move or cancel', () => {
    renderPanel(detail({ status: 'arrived' }));
    expect(actionNames()).toEqual([
      'Undo arrival mark',
      'Record payment',
      'Send payment link',
      'Resend email',
      'Edit contact data',
    ]);
  });

  it('a cancelled, anonymised booking with nothing due: only resend', () => {
    renderPanel(detail({ status: 'cancelled', anonymised: true }, 0));
    expect(actionNames()).toEqual(['Resend email']);
  });

  it('speaks German to a German desk', () => {
    renderPanel(detail({ status: 'no-show' }, 0), 'de');
    expect(actionNames(de.actions.label)).toContain(de.actions.confirm.clear);
  });
});

describe('ActionPanel sends', () => {
  it('a one-tap mark without a reason, announces it and moves focus there', async () => {
    const onDone = renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts).toEqual([
      { url: '/api/staff/booking/attendance', body: { id: ID, mark: 'no-show' } },
    ]);
    expect(document.activeElement).toHaveTextContent('Marked as no-show.');
  });

  it('a custom refund in cents with the reason the override requires', async () => {
    renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const form = screen.getByRole('form', { name: 'Cancel booking' });
    expect(within(form).getByText(`Paid online: ${formatCents(30_000)}`)).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('Refund a custom amount'));
    const amount = within(form).getByLabelText('Amount in CHF');
    await userEvent.clear(amount);
    await userEvent.type(amount, '120,50');
    // No reason yet: the browser keeps the form (the field is required), nothing is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel booking' }));
    expect(posts).toEqual([]);
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Patient is ill');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/staff/booking/cancel',
      body: { id: ID, reason: 'Patient is ill', refund: 'custom', refundCents: 12_050 },
    });
    expect(await screen.findByText('Cancelled. The patient gets an email.')).toHaveFocus();
  });

  it('a payment at the clinic without a reason: the blank optional reason is left out', async () => {
    renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = screen.getByRole('form', { name: 'Record payment' });
    expect(within(form).getByLabelText('Amount in CHF')).toHaveValue('1000.00');
    await userEvent.selectOptions(within(form).getByLabelText('Method'), 'cash');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/staff/booking/clinic-payment',
      body: { id: ID, method: 'cash', amountCents: 100_000 },
    });
  });

  it('a move only to a free time it has read for the chosen day', async () => {
    renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    const form = screen.getByRole('form', { name: 'Move' });
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Clinic asked');
    await userEvent.click(within(form).getByRole('button', { name: 'Move to this time' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a free time first.');
    expect(posts).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Show free times' }));
    const reads = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      reads.some((u) => u.startsWith('/api/staff/free-slots?') && u.includes(`id=${ID}`)),
    ).toBe(true);
    const times = await within(form).findByRole('group', { name: 'Free times' });
    await userEvent.click(within(times).getAllByRole('radio')[1]);
    await userEvent.click(within(form).getByRole('button', { name: 'Move to this time' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/staff/booking/move',
      body: { id: ID, reason: 'Clinic asked', timeSlotStart: '2026-06-04T09:00:00Z' },
    });
  });

  it('a contact change with only the fields that changed', async () => {
    renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Edit contact data' }));
    const form = screen.getByRole('form', { name: 'Edit contact data' });
    const email = within(form).getByLabelText(en.drawer.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'eva.new@example.ch');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Typo');
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact data' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({
      id: ID,
      reason: 'Typo',
      contact: { email: 'eva.new@example.ch' },
    });
  });
});

describe('ActionPanel shows the server’s refusal by its catalogue id', () => {
  it('a refused tap, in the catalogue’s words', async () => {
    refusal = { status: 409, error: TOO_EARLY };
    const onDone = renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mark arrived' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors[TOO_EARLY]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a refused form keeps the form and what was typed', async () => {
    refusal = { status: 409, error: REFUND_ABOVE_PAID };
    renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const form = screen.getByRole('form', { name: 'Cancel booking' });
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Goodwill');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(en.errors[REFUND_ABOVE_PAID]);
    expect(within(form).getByLabelText(/^Reason/)).toHaveValue('Goodwill');
  });

  it.each([ALREADY_BOOKED, NOTHING_CHANGED])('%s in German on a German desk', async (id) => {
    refusal = { status: 409, error: id };
    renderPanel(detail(), 'de');
    await userEvent.click(screen.getByRole('button', { name: de.actions.resend }));
    const form = screen.getByRole('form', { name: de.actions.resend });
    await userEvent.click(within(form).getByRole('button', { name: de.actions.confirm.resend }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      (de.errors as Record<string, string>)[id],
    );
  });

  it('an id the catalogue does not know as the generic message', async () => {
    refusal = { status: 500, error: 'no-such-id' };
    renderPanel(detail());
    await userEvent.click(screen.getByRole('button', { name: 'Mark arrived' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.generic);
  });
});

describe('ActionPanel by keyboard', () => {
  it('reaches every action with Tab, opens a form with Enter and leaves it with Back', async () => {
    renderPanel(detail());
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mark arrived' })).toHaveFocus();
    for (const name of ['Mark no-show', 'Move', 'Cancel booking', 'Record payment']) {
      await user.tab();
      expect(screen.getByRole('button', { name })).toHaveFocus();
    }
    const pay = screen.getByRole('button', { name: 'Record payment' });
    expect(pay).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Record payment' });
    within(form).getByRole('button', { name: 'Back' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(pay).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends a one-tap mark with Space and puts focus on what it did', async () => {
    renderPanel(detail());
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard(' ');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({ id: ID, mark: 'arrived' });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Marked as arrived.'));
  });
});
