/**
 * Fixed availability inputs whose results must not depend on the server's time zone:
 * computed in-process by the tests and in child processes under other TZ values.
 */
import type { AvailabilityQuery, LocationRules } from '@/server/availability';

export const everyDay: LocationRules = {
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' })),
  closures: [],
  roomId: ['r1', 'r2'],
  slotStepMinutes: 30,
  minimumNoticeHours: 0,
  bookingHorizonDays: 400,
};

export const scenarios: Record<string, AvailabilityQuery> = {
  autumnDst: {
    location: everyDay,
    busy: [
      {
        roomId: 'r1',
        start: new Date('2026-10-25T09:00:00Z'),
        end: new Date('2026-10-25T10:30:00Z'),
      },
    ],
    durationMinutes: 90,
    startDate: '2026-10-24',
    endDate: '2026-10-26',
    now: new Date('2026-10-01T00:00:00Z'),
  },
  springDst: {
    location: everyDay,
    busy: [
      {
        roomId: 'r2',
        start: new Date('2027-03-28T06:00:00Z'),
        end: new Date('2027-03-28T08:00:00Z'),
      },
    ],
    durationMinutes: 60,
    startDate: '2027-03-27',
    endDate: '2027-03-29',
    now: new Date('2027-03-01T00:00:00Z'),
  },
  // "now" just before midnight in Zurich but a different day in Tokyo and New York.
  nearMidnight: {
    location: { ...everyDay, minimumNoticeHours: 10, bookingHorizonDays: 2 },
    busy: [],
    durationMinutes: 120,
    startDate: '2026-12-13',
    endDate: '2026-12-17',
    now: new Date('2026-12-13T22:30:00Z'),
  },
};
