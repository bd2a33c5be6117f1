import { DateTime } from 'luxon';
import {
  computeAvailability,
  freeRooms,
  isCalendarDate,
  isSlotStart,
  windowDays,
  type LocationRules,
} from './slots';
import { instantDate, toZurichIso, zurichDay } from './zone';

const weekdays: LocationRules = {
  openingHours: [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '08:00', to: '18:00' })),
    { weekday: 6, from: '09:00', to: '14:00' },
  ],
  closures: ['2026-12-25'],
  roomId: ['r1', 'r2', 'r3'],
  slotStepMinutes: 15,
  minimumNoticeHours: 0,
  bookingHorizonDays: 90,
};
const allDay: LocationRules = {
  ...weekdays,
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' })),
  slotStepMinutes: 60,
  bookingHorizonDays: 400,
};
const now = new Date('2026-10-01T06:00:00Z');

function day(
  rules: LocationRules,
  date: string,
  duration: number,
  opts: { busy?: { roomId: string; start: string; end: string }[]; now?: Date } = {},
) {
  const [d] = computeAvailability({
    location: rules,
    busy: (opts.busy ?? []).map((b) => ({
      roomId: b.roomId,
      start: new Date(b.start),
      end: new Date(b.end),
    })),
    durationMinutes: duration,
    startDate: date,
    endDate: date,
    now: opts.now ?? now,
  });
  return d;
}
const starts = (d: { slots: { start: string }[] }) => d.slots.map((s) => s.start);

describe('computeAvailability', () => {
  it('lays slots on the step grid inside opening hours (Monday, winter time)', () => {
    const d = day(weekdays, '2026-12-14', 90);
    expect(d.date).toBe('2026-12-14');
    expect(d.slots[0]).toEqual({ start: '2026-12-14T08:00:00+01:00', freeRooms: 3 });
    expect(d.slots[1].start).toBe('2026-12-14T08:15:00+01:00');
    // last start 16:30: ends exactly at 18:00
    expect(d.slots.at(-1)!.start).toBe('2026-12-14T16:30:00+01:00');
    expect(d.slots).toHaveLength(35);
  });

  it('uses the summer offset in summer', () => {
    expect(day(weekdays, '2026-10-23', 90).slots[0].start).toBe('2026-10-23T08:00:00+02:00');
  });

  it('has neither phantom nor missing hours on the autumn DST day (2026-10-25)', () => {
    const before = day(allDay, '2026-10-24', 60);
    const dst = day(allDay, '2026-10-25', 60);
    const after = day(allDay, '2026-10-26', 60);
    const hours = Array.from({ length: 14 }, (_, i) => String(8 + i).padStart(2, '0'));
    expect(starts(before)).toEqual(hours.map((h) => `2026-10-24T${h}:00:00+02:00`));
    expect(starts(dst)).toEqual(hours.map((h) => `2026-10-25T${h}:00:00+01:00`));
    expect(starts(after)).toEqual(hours.map((h) => `2026-10-26T${h}:00:00+01:00`));
    // 08:00 to 08:00 next day is 25 real hours across the change
    const gap =
      instantDate(dst.slots[0].start)!.getTime() - instantDate(before.slots[0].start)!.getTime();
    expect(gap).toBe(25 * 3_600_000);
  });

  it('has neither phantom nor missing hours on the spring DST day (2027-03-28)', () => {
    const before = day(allDay, '2027-03-27', 60, { now: new Date('2027-03-01T00:00:00Z') });
    const dst = day(allDay, '2027-03-28', 60, { now: new Date('2027-03-01T00:00:00Z') });
    const hours = Array.from({ length: 14 }, (_, i) => String(8 + i).padStart(2, '0'));
    expect(starts(before)).toEqual(hours.map((h) => `2027-03-27T${h}:00:00+01:00`));
    expect(starts(dst)).toEqual(hours.map((h) => `2027-03-28T${h}:00:00+02:00`));
    const gap =
      instantDate(dst.slots[0].start)!.getTime() - instantDate(before.slots[0].start)!.getTime();
    expect(gap).toBe(23 * 3_600_000);
  });

  it('has no slots on a closure day', () => {
    expect(day(weekdays, '2026-12-25', 90).slots).toEqual([]);
    expect(day(weekdays, '2026-12-24', 90).slots.length).toBeGreaterThan(0);
  });

  it('keeps a slot that just fits before closing, drops one a minute too long', () => {
    const fits = new Date('2026-12-14T16:30:00+01:00');
    expect(isSlotStart(weekdays, 90, fits, now)).toBe(true);
    expect(isSlotStart(weekdays, 91, fits, now)).toBe(false);
    expect(day(weekdays, '2026-12-14', 91).slots.at(-1)!.start).toBe('2026-12-14T16:15:00+01:00');
  });

  it('counts 0 free rooms where all rooms are busy, and frees them back to back', () => {
    const busy = ['r1', 'r2', 'r3'].map((roomId) => ({
      roomId,
      start: '2026-12-14T10:00:00+01:00',
      end: '2026-12-14T11:00:00+01:00',
    }));
    const d = day(weekdays, '2026-12-14', 60, { busy });
    const free = Object.fromEntries(d.slots.map((s) => [s.start.slice(11, 16), s.freeRooms]));
    expect(free['09:00']).toBe(3); // ends 10:00 exactly: [start, end) touch, no overlap
    expect(free['09:15']).toBe(0);
    expect(free['10:45']).toBe(0);
    expect(free['11:00']).toBe(3);
  });

  it('counts the rooms left when some are busy; a room key the content no longer names still takes a room (docs/operations.md)', () => {
    const busy = [
      { roomId: 'r1', start: '2026-12-14T08:00:00+01:00', end: '2026-12-14T12:00:00+01:00' },
      { roomId: 'r2', start: '2026-12-14T09:00:00+01:00', end: '2026-12-14T09:30:00+01:00' },
      { roomId: 'other', start: '2026-12-14T08:00:00+01:00', end: '2026-12-14T18:00:00+01:00' },
    ];
    const d = day(weekdays, '2026-12-14', 60, { busy });
    const free = Object.fromEntries(d.slots.map((s) => [s.start.slice(11, 16), s.freeRooms]));
    // 'other' (a booking whose room was renamed outside Studio) holds one room all day.
    expect(free['08:00']).toBe(1); // r2's booking starts when this slot ends
    expect(free['08:30']).toBe(0);
    expect(free['09:30']).toBe(1);
    expect(free['12:00']).toBe(2);
    const at = (t: string) => new Date(`2026-12-14T${t}:00+01:00`);
    const asDates = busy.map((b) => ({ ...b, start: new Date(b.start), end: new Date(b.end) }));
    expect(freeRooms(weekdays.roomId, asDates, at('12:00'), at('13:00'))).toEqual(['r1', 'r2']);
    expect(freeRooms(weekdays.roomId, asDates, at('08:30'), at('09:30'))).toEqual([]);
    // Without it, every named room is free at noon.
    expect(freeRooms(weekdays.roomId, asDates.slice(0, 2), at('12:00'), at('13:00'))).toEqual([
      'r1',
      'r2',
      'r3',
    ]);
  });

  it('respects the minimum notice', () => {
    const rules = { ...weekdays, minimumNoticeHours: 2 };
    const at = new Date('2026-12-14T09:10:00+01:00');
    const d = day(rules, '2026-12-14', 60, { now: at });
    expect(d.slots[0].start).toBe('2026-12-14T11:15:00+01:00');
    expect(isSlotStart(rules, 60, new Date('2026-12-14T11:00:00+01:00'), at)).toBe(false);
  });

  it('offers nothing in the past', () => {
    expect(day(weekdays, '2026-09-30', 60).slots).toEqual([]);
  });

  it('stops at the booking horizon (in Zurich days)', () => {
    const rules = { ...weekdays, bookingHorizonDays: 3 };
    const at = new Date('2026-12-14T07:00:00Z'); // Monday
    expect(day(rules, '2026-12-17', 60, { now: at }).slots.length).toBeGreaterThan(0);
    expect(day(rules, '2026-12-18', 60, { now: at }).slots).toEqual([]);
  });

  it('follows weekend hours: short Saturday, closed Sunday', () => {
    const sat = day(weekdays, '2026-12-19', 60);
    expect(sat.slots[0].start).toBe('2026-12-19T09:00:00+01:00');
    expect(sat.slots.at(-1)!.start).toBe('2026-12-19T13:00:00+01:00');
    expect(day(weekdays, '2026-12-20', 60).slots).toEqual([]);
  });

  it('clamps opening hours to the awake hours 08:00-22:00', () => {
    const rules = { ...weekdays, openingHours: [{ weekday: 1, from: '06:00', to: '23:30' }] };
    const d = day(rules, '2026-12-14', 60);
    expect(d.slots[0].start).toBe('2026-12-14T08:00:00+01:00');
    expect(d.slots.at(-1)!.start).toBe('2026-12-14T21:00:00+01:00');
  });

  it('fits a slot inside one interval, not across a break', () => {
    const rules = {
      ...weekdays,
      openingHours: [
        { weekday: 1, from: '08:00', to: '12:00' },
        { weekday: 1, from: '13:00', to: '17:00' },
      ],
    };
    const s = starts(day(rules, '2026-12-14', 90)).map((x) => x.slice(11, 16));
    expect(s).toContain('10:30');
    expect(s).not.toContain('10:45');
    expect(s).not.toContain('12:00');
    expect(s).toContain('13:00');
  });

  it('returns every day of the window, and nothing for a bad window', () => {
    const days = computeAvailability({
      location: weekdays,
      busy: [],
      durationMinutes: 60,
      startDate: '2026-12-14',
      endDate: '2026-12-20',
      now,
    });
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
    expect(
      computeAvailability({
        location: weekdays,
        busy: [],
        durationMinutes: 60,
        startDate: '2026-12-20',
        endDate: '2026-12-14',
        now,
      }),
    ).toEqual([]);
    expect(
      computeAvailability({
        location: weekdays,
        busy: [],
        durationMinutes: 60,
        startDate: '2026-02-30',
        endDate: '2026-03-01',
        now,
      }),
    ).toEqual([]);
  });
});

describe('isSlotStart', () => {
  it('accepts grid starts only', () => {
    expect(isSlotStart(weekdays, 60, new Date('2026-12-14T10:00:00+01:00'), now)).toBe(true);
    expect(isSlotStart(weekdays, 60, new Date('2026-12-14T09:00:00Z'), now)).toBe(true); // same instant
    expect(isSlotStart(weekdays, 60, new Date('2026-12-14T10:05:00+01:00'), now)).toBe(false);
    expect(isSlotStart(weekdays, 60, new Date('2026-12-14T07:45:00+01:00'), now)).toBe(false);
    expect(isSlotStart(weekdays, 60, new Date('2026-12-20T10:00:00+01:00'), now)).toBe(false);
  });
});

describe('freeRooms', () => {
  it('lists the rooms free for the whole interval', () => {
    const busy = [
      {
        roomId: 'r2',
        start: new Date('2026-12-14T10:30:00Z'),
        end: new Date('2026-12-14T11:00:00Z'),
      },
    ];
    expect(
      freeRooms(
        ['r1', 'r2'],
        busy,
        new Date('2026-12-14T10:00:00Z'),
        new Date('2026-12-14T10:31:00Z'),
      ),
    ).toEqual(['r1']);
    expect(
      freeRooms(
        ['r1', 'r2'],
        busy,
        new Date('2026-12-14T11:00:00Z'),
        new Date('2026-12-14T12:00:00Z'),
      ),
    ).toEqual(['r1', 'r2']);
  });
});

describe('zone helpers', () => {
  it('formats with the Zurich offset and parses only instants with an offset', () => {
    expect(toZurichIso(new Date('2026-12-14T09:00:00Z'))).toBe('2026-12-14T10:00:00+01:00');
    expect(instantDate('2026-12-14T10:00:00+01:00')!.toISOString()).toBe(
      '2026-12-14T09:00:00.000Z',
    );
    expect(instantDate('2026-12-14T10:00:00')).toBeNull();
    expect(instantDate('yesterday')).toBeNull();
  });
});

describe('calendar dates without the zone rules', () => {
  // Every day of four years around both DST switches, plus dates that do not exist.
  const real = Array.from({ length: 4 * 366 }, (_, i) =>
    DateTime.fromISO('2026-01-01', { zone: 'UTC' }).plus({ days: i }).toISODate()!,
  );
  const odd = [
    '2026-02-29',
    '2028-02-29',
    '2100-02-29',
    '2000-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '0099-12-31',
    '9999-12-31',
    '2026-1-01',
    '26-01-01',
    '2026-01-01T00:00',
    'x',
    '',
  ];

  it('accepts exactly the days zurichDay (luxon) accepts', () => {
    for (const date of [...real, ...odd])
      expect([date, isCalendarDate(date)]).toEqual([date, zurichDay(date) !== null]);
  });

  it('counts the days of a window as luxon does, across the DST days', () => {
    for (const [a, b] of [
      ['2026-10-20', '2026-10-30'],
      ['2027-03-01', '2027-03-31'],
      ['2026-01-01', '2027-12-31'],
      ['2026-05-05', '2026-05-05'],
    ]) {
      const luxonDays = zurichDay(b)!.diff(zurichDay(a)!, 'days').days + 1;
      expect(windowDays(a, b)).toBe(luxonDays);
    }
    expect(windowDays('2026-05-06', '2026-05-05')).toBeNull();
    expect(windowDays('2026-02-30', '2026-03-05')).toBeNull();
  });
});
