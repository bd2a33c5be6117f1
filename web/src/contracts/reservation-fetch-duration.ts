/** GET /api/reservation/fetch-duration: minutes of a check-up with its add-ons. */
import { z } from 'zod';
import { queryList, queryString } from '@/shared/query-params';

export const fetchDurationQuerySchema = z.object({ checkupSlug: queryString, services: queryList });

export type FetchDurationResponse = { totalDuration: number };

/** Only the common ids. */
export const FETCH_DURATION_ERROR_IDS = [] as const;
