import { FETCH_TIME_SLOTS_PATH, fetchSlots, isSlotOccupied } from './slotsApi';

const realFetch = global.fetch;
let answer: unknown;

beforeEach(() => {
  global.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  ) as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

const query = {
  locationSlug: 'zurich_bellevue',
  checkupSlug: 'whole_body_scan_with_blood_test',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
};

describe('fetchSlots', () => {
  it('returns the checked days, unknown keys dropped', async () => {
    answer = {
      days: [
        {
          date: '2026-12-14',
          slots: [{ start: '2026-12-14T09:00:00+01:00', freeRooms: 2, room: 'x' }],
        },
        { date: '2026-12-15', slots: [] },
      ],
      meta: 1,
    };
    await expect(fetchSlots([FETCH_TIME_SLOTS_PATH, query])).resolves.toEqual([
      { date: '2026-12-14', slots: [{ start: '2026-12-14T09:00:00+01:00', freeRooms: 2 }] },
      { date: '2026-12-15', slots: [] },
    ]);
  });

  it.each([
    {
      days: [
        { date: '2026-12-14', slots: [{ start: '2026-12-14T09:00:00+01:00', freeRooms: '2' }] },
      ],
    },
    { days: [{ date: 20261214, slots: [] }] },
    { days: {} },
    {},
  ])('fails on a wrong shape: %j', async (body) => {
    answer = body;
    await expect(fetchSlots([FETCH_TIME_SLOTS_PATH, query])).rejects.toThrow('unexpected answer');
  });
});

describe('isSlotOccupied', () => {
  const slot = { ...query, services: ['dxa'], timeSlotStart: '2026-12-14T09:00:00+01:00' };

  it('reads the occupied flag', async () => {
    answer = { occupied: true };
    await expect(isSlotOccupied(slot)).resolves.toBe(true);
    answer = { occupied: false };
    await expect(isSlotOccupied(slot)).resolves.toBe(false);
    const url = String((global.fetch as jest.Mock).mock.calls[0][0]);
    expect(url).toContain('services=dxa');
  });

  it('fails when the flag is missing or not a boolean', async () => {
    answer = { occupied: 'yes' };
    await expect(isSlotOccupied(slot)).rejects.toThrow('unexpected answer');
    answer = {};
    await expect(isSlotOccupied(slot)).rejects.toThrow('unexpected answer');
  });
});
