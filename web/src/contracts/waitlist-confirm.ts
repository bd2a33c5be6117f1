/**
 * POST /api/waitlist/confirm { token } -> { entry }: the double opt-in (docs/waitlist.md). The email's
 * link opens a page (/<locale>/waitlist/confirm?token=…) that POSTs here; a GET changes nothing
 * (mail scanners follow links). Confirming again answers the same active entry.
 */
import {
  WAITLIST_ENTRY_ENDED,
  WAITLIST_LINK_INVALID,
  waitlistTokenRequestSchema,
  type WaitlistEntryView,
} from './waitlist';

export const confirmWaitlistRequestSchema = waitlistTokenRequestSchema;

export type ConfirmWaitlistResponse = { entry: WaitlistEntryView };

export const CONFIRM_WAITLIST_ERROR_IDS = [WAITLIST_LINK_INVALID, WAITLIST_ENTRY_ENDED] as const;
