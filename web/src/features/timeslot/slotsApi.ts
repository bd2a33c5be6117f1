/** The time-slot calls (SPEC 7) with their answers checked, as the timeslot step uses them. */
import { z } from 'zod';
import { apiFetch } from '@/lib/fetcher';

export const FETCH_TIME_SLOTS_PATH = '/api/timeslots/fetch-time-slots';
export const CHECK_OCCUPATION_PATH = '/api/timeslots/check-time-slot-occupation';

const daysSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      slots: z.array(z.object({ start: z.string(), freeRooms: z.number() })),
    }),
  ),
});
export type SlotDays = z.infer<typeof daysSchema>['days'];
export type Slot = SlotDays[number]['slots'][number];

export type SlotsQuery = {
  locationSlug: string;
  checkupSlug: string;
  services?: string;
  startDate: string;
  endDate: string;
};

export type SlotsKey = readonly [path: typeof FETCH_TIME_SLOTS_PATH, query: SlotsQuery];

export async function fetchSlots([path, query]: SlotsKey): Promise<SlotDays> {
  return daysSchema.parse(await apiFetch(path, { query })).days;
}

/** Days with at least one slot that still has a free room, mapped to those slots. */
export function bookableDays(days: SlotDays): Map<string, Slot[]> {
  const map = new Map<string, Slot[]>();
  for (const d of days) {
    const open = d.slots.filter((s) => s.freeRooms > 0);
    if (open.length > 0) map.set(d.date, open);
  }
  return map;
}

export async function isSlotOccupied(query: {
  locationSlug: string;
  checkupSlug: string;
  services: readonly string[];
  timeSlotStart: string;
}): Promise<boolean> {
  const body = await apiFetch(CHECK_OCCUPATION_PATH, {
    query: { ...query, services: query.services.length > 0 ? query.services.join(',') : undefined },
  });
  return z.object({ occupied: z.boolean() }).parse(body).occupied;
}
