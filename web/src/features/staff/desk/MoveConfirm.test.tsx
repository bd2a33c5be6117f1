/** @jest-environment jsdom */
/**
 * A booking dragged to another time or room (docs/staff-desk.md, "Drag to move"): the nearest
 * start free in the dropped-on room from the drop, a required reason, the move posted with the
 * detail's own action and that room.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayBooking } from '@/contracts/staff-day';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import { renderDesk } from '@/test/ui/desk';
import { MoveConfirm } from './MoveConfirm';

const fetchMock = jest.fn();
const booking = {
  id: '11111111-1111-4111-8111-111111111111',
  reference: 'ZUR-AAAA-11',
  name: 'Eva Muster',
  startsAt: '2026-06-03T07:00:00Z',
} as DayBooking;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) =>
    url.startsWith('/api/staff/free-slots')
      ? jsonResponse(200, {
          locationId: 'l',
          durationMinutes: 90,
          slots: [
            { start: '2026-06-03T07:00:00Z', freeRooms: 1 },
            { start: '2026-06-03T12:00:00Z', freeRooms: 2 },
          ],
        })
      : jsonResponse(200, { id: booking.id }),
  );
  global.fetch = fetchMock;
});

it('moves to the nearest start free in the dropped-on room, with a reason', async () => {
  const onDone = jest.fn();
  renderDesk(
    <MoveConfirm
      booking={booking}
      start="2026-06-03T11:45:00Z"
      room={{ key: 'zur-mri-2', label: 'MRI 2' }}
      date="2026-06-03"
      onClose={jest.fn()}
      onDone={onDone}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Move Eva Muster' })).toHaveFocus();
  expect(await screen.findByText(/From 09:00 to 14:00 in MRI 2/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Reason/)).toBeRequired();
  await userEvent.type(screen.getByLabelText(/^Reason/), 'dragged');
  await userEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  expect(url).toBe('/api/staff/booking/move');
  expect(JSON.parse(String(init.body))).toEqual({
    id: booking.id,
    reason: 'dragged',
    timeSlotStart: '2026-06-03T12:00:00Z',
    roomKey: 'zur-mri-2',
  });
  const [slotsUrl] = fetchMock.mock.calls[0];
  expect(new URL(String(slotsUrl), 'http://x').searchParams.get('room')).toBe('zur-mri-2');
});
