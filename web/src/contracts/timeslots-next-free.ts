/** GET /api/timeslots/next-free: each location's next free slot for a check-up and add-ons. */
import { z } from 'zod';
import { queryList, queryString } from '@/shared/query-params';

export const nextFreeQuerySchema = z.object({ checkupSlug: queryString, services: queryList });

export type NextFreeResponse = { locations: { locationSlug: string; nextFree: string | null }[] };

/** Only the common ids (invalid-request for a bad query or unknown slugs). */
export const NEXT_FREE_ERROR_IDS = [] as const;
