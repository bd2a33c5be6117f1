import { closeTabBooking, isClosedUrl, noteHistoryEntry } from './closedBookings';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('closed bookings of a tab', () => {
  it('never reads a closed reservation id or a page the closed booking walked through', () => {
    const storage = memory();
    noteHistoryEntry(storage, 'k1');
    noteHistoryEntry(storage, 'k2');
    expect(isClosedUrl(storage, ['res-a'], 'k1')).toBe(false);
    closeTabBooking(storage, { reservationId: 'res-a', reservationIdPartner: null });
    // The first person's id, whichever page names it, and the pages of their booking.
    expect(isClosedUrl(storage, ['res-a'], 'k9')).toBe(true);
    expect(isClosedUrl(storage, [undefined], 'k1')).toBe(true);
    expect(isClosedUrl(storage, [undefined], 'k2')).toBe(true);
    // The next person's pages and links are read as usual.
    noteHistoryEntry(storage, 'k3');
    expect(isClosedUrl(storage, ['res-b'], 'k3')).toBe(false);
    expect(isClosedUrl(storage, [undefined], null)).toBe(false);
    // Their booking closed too: both stay closed.
    closeTabBooking(storage, { reservationId: 'res-b', reservationIdPartner: 'res-p' });
    expect(isClosedUrl(storage, ['res-b'], null)).toBe(true);
    expect(isClosedUrl(storage, [undefined, 'res-p'], null)).toBe(true);
    expect(isClosedUrl(storage, ['res-a'], null)).toBe(true);
    expect(isClosedUrl(storage, [undefined], 'k3')).toBe(true);
  });

  it('reads nothing from broken storage and never throws without one', () => {
    const storage = memory();
    storage.setItem('booking-closed-ids-v1', '{not json');
    expect(isClosedUrl(storage, ['x'], 'k')).toBe(false);
    expect(() =>
      closeTabBooking(null, { reservationId: 'x', reservationIdPartner: null }),
    ).not.toThrow();
    expect(isClosedUrl(null, ['x'], 'k')).toBe(false);
  });
});
