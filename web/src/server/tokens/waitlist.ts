/**
 * The waitlist's link tokens (docs/waitlist.md): sealed like the manage link (./index.ts), the
 * subject id being the entry's (confirm, leave) or the offer's (offer), bound to the email.
 */
import { readToken, signToken, tokenMatchesEmail } from './index';

const DAY_MS = 24 * 3_600_000;
/** The double opt-in link stays usable this long after joining. */
export const CONFIRM_LINK_DAYS = 7;
/** The leave link outlives the entry's range, so a late click still answers (409). */
export const LEAVE_LINK_GRACE_DAYS = 30;

export type WaitlistTokenKind = 'waitlist-confirm' | 'waitlist-leave' | 'waitlist-offer';

export function waitlistConfirmToken(entry: { id: string; email: string; now: Date }): string {
  return signToken(
    'waitlist-confirm',
    { reservationId: entry.id, email: entry.email },
    new Date(entry.now.getTime() + CONFIRM_LINK_DAYS * DAY_MS),
  );
}

/** `toDate`: the entry's last Zurich date (yyyy-MM-dd). */
export function waitlistLeaveToken(entry: { id: string; email: string; toDate: string }): string {
  return signToken(
    'waitlist-leave',
    { reservationId: entry.id, email: entry.email },
    new Date(Date.parse(`${entry.toDate}T00:00:00Z`) + (LEAVE_LINK_GRACE_DAYS + 1) * DAY_MS),
  );
}

/** The offer link outlives the hold, so a late click is told what became of the offer. */
export const OFFER_LINK_GRACE_DAYS = 30;

export function waitlistOfferToken(offer: { id: string; email: string; expiresAt: Date }): string {
  return signToken(
    'waitlist-offer',
    { reservationId: offer.id, email: offer.email },
    new Date(offer.expiresAt.getTime() + OFFER_LINK_GRACE_DAYS * DAY_MS),
  );
}

/**
 * The id an authentic, unexpired token of `kind` names and a check of the email it was made
 * for (the caller reads the row, then checks its email); null for anything else.
 */
export function readWaitlistToken(
  kind: WaitlistTokenKind,
  token: string,
  now: Date,
): { id: string; matches: (email: string) => boolean } | null {
  const read = readToken(kind, token, now);
  if (!read) return null;
  return { id: read.reservationId, matches: (email) => tokenMatchesEmail(read.emailDigest, email) };
}
