/**
 * Opening hours: weekly intervals in local clinic time (Europe/Zurich), "HH:mm" strings.
 * The booking engine assumes intervals are well-formed and inside the awake hours 08:00-22:00
 * (SPEC point 9), so Studio refuses anything else.
 */
import { MESSAGES } from '../i18n/messages';
import { firstProblem, type Check } from './text';

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const OPENING_WINDOW = { from: '08:00', to: '22:00' } as const;
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export interface OpeningIntervalValue {
  weekday?: number;
  from?: string;
  to?: string;
}

export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function weekdayProblem(weekday: unknown): Check {
  return Number.isInteger(weekday) && (weekday as number) >= 1 && (weekday as number) <= 7
    ? true
    : MESSAGES.weekday;
}

export function timeProblem(time: unknown): Check {
  return typeof time === 'string' && TIME_PATTERN.test(time)
    ? true
    : MESSAGES.time;
}

/** One interval: valid weekday and times, from before to, inside the opening window. */
export function openingIntervalProblem(interval: OpeningIntervalValue | undefined): Check {
  if (!interval) return true;
  const { weekday, from, to } = interval;
  const shape = firstProblem(weekdayProblem(weekday), timeProblem(from), timeProblem(to));
  if (shape !== true) return shape;
  const start = toMinutes(from as string);
  const end = toMinutes(to as string);
  if (start >= end) return MESSAGES.openBeforeClose(from as string, to as string);
  if (start < toMinutes(OPENING_WINDOW.from) || end > toMinutes(OPENING_WINDOW.to)) {
    return MESSAGES.openingWindow(OPENING_WINDOW.from, OPENING_WINDOW.to);
  }
  return true;
}

/** The whole week: every interval valid and no two intervals of one weekday overlapping. */
export function openingHoursProblem(intervals: readonly OpeningIntervalValue[] | undefined): Check {
  if (!intervals) return true;
  for (const interval of intervals) {
    const problem = openingIntervalProblem(interval);
    if (problem !== true) return problem;
  }
  const sorted = [...intervals].sort(
    (a, b) =>
      (a.weekday as number) - (b.weekday as number) ||
      toMinutes(a.from as string) - toMinutes(b.from as string),
  );
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const next = sorted[i];
    if (
      prev.weekday === next.weekday &&
      toMinutes(next.from as string) < toMinutes(prev.to as string)
    ) {
      return MESSAGES.overlap(
        next.weekday as number,
        `${prev.from}-${prev.to}`,
        `${next.from}-${next.to}`,
      );
    }
  }
  return true;
}
