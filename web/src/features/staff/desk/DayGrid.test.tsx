/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayBooking, DayResponse } from '@/contracts/staff-day';
import { renderDesk } from '@/test/ui/desk';
import { BookingCard, DayGrid } from './DayGrid';
import { changedDates } from './useDay';

const booking = (over: Partial<DayBooking>): DayBooking => ({
  id: 'b1',
  reference: 'ZUR-AAAA-11',
  roomKey: 'r1',
  startsAt: '2026-06-01T07:00:00Z',
  endsAt: '2026-06-01T08:30:00Z',
  name: 'Eva Muster',
  checkup: 'Full-body Check-up',
  addOns: ['DEXA'],
  partnerReservationId: null,
  isPartnerBooking: false,
  status: 'confirmed',
  paidCents: 30_000,
  dueCents: 219_000,
  refundedCents: 0,
  invoicedCents: 0,
  payAtClinic: false,
  screening: 'missing',
  ...over,
});

const day = (bookings: DayBooking[]): DayResponse => ({
  location: { id: 'location.zurich_bellevue', name: 'Zurich Bellevue' },
  locations: [{ id: 'location.zurich_bellevue', name: 'Zurich Bellevue' }],
  date: '2026-06-01',
  rooms: [
    { key: 'r1', label: 'MRI 1' },
    { key: 'r2', label: 'MRI 2' },
  ],
  open: [{ start: '2026-06-01T06:00:00Z', end: '2026-06-01T16:00:00Z' }],
  closed: [],
  bookings,
});

function renderGrid(data: DayResponse, language: 'en' | 'de', onOpen = jest.fn()) {
  renderDesk(<DayGrid day={data} onOpen={onOpen} />, language);
  return onOpen;
}

describe('DayGrid', () => {
  it('shows each room with its bookings in Zurich time, add-ons, state and money', async () => {
    const onOpen = renderGrid(
      day([
        booking({}),
        booking({ id: 'b2', roomKey: 'r2', name: 'Max Beispiel', status: 'arrived', dueCents: 0 }),
      ]),
      'en',
    );
    const room1 = screen.getByRole('region', { name: 'MRI 1' });
    const card = within(room1).getByRole('button', { name: /Eva Muster/ });
    expect(card).toHaveTextContent('09:00–10:30');
    expect(card).toHaveTextContent('DEXA');
    expect(card).toHaveTextContent('Confirmed');
    expect(card).toHaveTextContent('Due CHF 2’190');
    const room2 = screen.getByRole('region', { name: 'MRI 2' });
    expect(within(room2).getByRole('button', { name: /Max Beispiel/ })).toHaveTextContent(
      'Arrived',
    );
    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }));
  });

  it('says the safety questionnaire’s state in words on the card, not on a hold', () => {
    renderGrid(
      day([
        booking({ screening: 'needsReview' }),
        booking({ id: 'b2', roomKey: 'r2', name: 'Max Beispiel', screening: 'cannotScan' }),
        booking({
          id: 'b3',
          startsAt: '2026-06-01T12:00:00Z',
          endsAt: '2026-06-01T13:30:00Z',
          name: 'Lea Hold',
          status: 'held',
        }),
      ]),
      'en',
    );
    expect(screen.getByRole('button', { name: /Eva Muster/ })).toHaveTextContent('Needs review');
    expect(screen.getByRole('button', { name: /Max Beispiel/ })).toHaveTextContent('Cannot scan');
    expect(screen.getByRole('button', { name: /Lea Hold/ })).not.toHaveTextContent(
      'Questionnaire missing',
    );
  });

  it('leaves cancelled bookings out of the rooms (their time is free) and speaks German', () => {
    renderGrid(
      day([
        booking({ status: 'cancelled', name: 'Weg Gegangen' }),
        booking({ id: 'b3', name: 'Da Bleibt', status: 'held' }),
      ]),
      'de',
    );
    expect(screen.queryByRole('button', { name: /Weg Gegangen/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Da Bleibt/ })).toHaveTextContent(
      'Reserviert, unbezahlt',
    );
  });
});

describe('BookingCard', () => {
  it('shows a refunded payment as refunded, not as paid; what was kept stays paid', () => {
    renderDesk(
      <>
        <BookingCard
          booking={booking({ status: 'cancelled', dueCents: 0, refundedCents: 30_000 })}
          onOpen={jest.fn()}
        />
        <BookingCard
          booking={booking({
            id: 'b2',
            name: 'Max Beispiel',
            status: 'cancelled',
            paidCents: 100_000,
            dueCents: 0,
            refundedCents: 70_000,
          })}
          onOpen={jest.fn()}
        />
      </>,
      'de',
    );
    const refunded = screen.getByRole('button', { name: /Eva Muster/ });
    expect(refunded).toHaveTextContent('Erstattet CHF 300');
    expect(refunded).not.toHaveTextContent('Bezahlt');
    const kept = screen.getByRole('button', { name: /Max Beispiel/ });
    expect(kept).toHaveTextContent('Bezahlt CHF 300');
    expect(kept).toHaveTextContent('Erstattet CHF 700');
  });
});

describe('changedDates', () => {
  it('reads the days an event names; anything unreadable means refresh', () => {
    expect(changedDates('{"date":"2026-06-01"}')).toEqual(['2026-06-01']);
    expect(changedDates('{"dates":["2026-06-01","2026-06-03"]}')).toEqual([
      '2026-06-01',
      '2026-06-03',
    ]);
    expect(changedDates('not json')).toBeNull();
    expect(changedDates('{}')).toBeNull();
  });
});
