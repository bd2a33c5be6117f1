/**
 * POST /api/waitlist/leave { token } -> { entry }: ends the entry (docs/waitlist.md); an open offer
 * is withdrawn and its held slot freed for the next entry. Works once: again answers 409
 * waitlist-entry-ended. Also the RFC 8058 one-click target of the waitlist emails'
 * List-Unsubscribe header: POST /api/waitlist/leave?token=… with the form body
 * `List-Unsubscribe=One-Click` (then the answer is the same JSON).
 */
import { z } from 'zod';
import {
  WAITLIST_ENTRY_ENDED,
  WAITLIST_LINK_INVALID,
  waitlistTokenRequestSchema,
  waitlistTokenSchema,
  type WaitlistEntryView,
} from './waitlist';

export const leaveWaitlistRequestSchema = waitlistTokenRequestSchema;
/** The one-click form: the token in the query. */
export const leaveWaitlistQuerySchema = z.object({ token: waitlistTokenSchema });

export type LeaveWaitlistResponse = { entry: WaitlistEntryView };

export const LEAVE_WAITLIST_ERROR_IDS = [WAITLIST_LINK_INVALID, WAITLIST_ENTRY_ENDED] as const;
