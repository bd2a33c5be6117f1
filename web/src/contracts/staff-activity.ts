/**
 * POST /api/staff/activity {} -> { idleMinutes } (viewer and up; docs/staff-desk.md "Idle
 * desks"). The open desk sends it, at most once a minute, while a person is using the page
 * (pointer, key or touch input): it stamps the session's last use, which reads (GET, the event
 * stream, background refreshes) never do. The answer names the idle end the session now runs to.
 */
import { z } from 'zod';
import { STAFF_ROUTE_ERROR_IDS } from './staff';

/** An empty JSON object: the request itself is the signal. */
export const activityRequestSchema = z.object({}).strict();

export type ActivityResponse = {
  /** The session ends after this many minutes without input (STAFF_SESSION.idleMinutes). */
  idleMinutes: number;
};

export const ACTIVITY_ERROR_IDS = STAFF_ROUTE_ERROR_IDS;
