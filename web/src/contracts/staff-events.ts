/**
 * GET /api/staff/events?location=<location _id> -> text/event-stream (docs/staff-desk.md, "Live
 * updates"). Viewer and up, for an assigned location. Events:
 *
 * - `event: changed`, `data: {"date":"yyyy-MM-dd"}`: a booking of that Zurich day at the location
 *   was created, moved (both days), cancelled, confirmed, marked or paid at the desk: reload the
 *   day if it is the one shown. Sent within 2 s of the commit.
 * - `event: resync`, `data: {}`: the server's listener reconnected and may have missed changes:
 *   reload what is shown.
 * - comment lines (`: ping`) every 20 s keep proxies from closing the stream.
 * - `event: ended`, `data: {"reason":"signed-out"}`: the session has ended (signed out, idle,
 *   too old, account disabled; checked with each ping, which never extends it). The stream
 *   closes right after: show that the session ended, do not reconnect (docs/staff-desk.md
 *   "Idle desks").
 *
 * A stream that ends without `ended` (a location taken away, a restart) may be reopened. Errors
 * before the stream starts are JSON `{ error }` like every route: 429 `rate-limited` when the
 * session has 4 streams open already (docs/staff-desk.md "Live updates").
 */
import { z } from 'zod';
import { locationIdSchema, STAFF_ROUTE_ERROR_IDS } from './staff';

export const eventsQuerySchema = z.object({ location: locationIdSchema });

export type ChangedEvent = { date: string };
export type EndedEvent = { reason: 'signed-out' };
export const EVENT_NAMES = ['changed', 'resync', 'ended'] as const;

/** No JSON body on success: the answer is the event stream. */
export type EventsResponse = never;

/** Beyond these, the common `rate-limited` (a fifth stream of one session). */
export const EVENTS_ERROR_IDS = STAFF_ROUTE_ERROR_IDS;
