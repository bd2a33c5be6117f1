/**
 * The "choose a new time" link of a desk block's rebooking row (docs/staff-desk.md "Blocks"):
 * a sealed token (server/tokens purpose `rebook`) naming the row, bound to the patient's email,
 * on the site in the booking's locale. Minted when the email is rendered; every token of a row
 * opens the same row, so a retried email's link works like the first.
 */
import { siteUrl } from './emails';
import { signToken } from '@/server/tokens';

const DAY_MS = 86_400_000;
/** The link stays usable this long after the email (a later click answers "link invalid"). */
export const REBOOK_LINK_DAYS = 30;

export function rebookToken(rebookingId: string, email: string, now = new Date()): string {
  return signToken(
    'rebook',
    { reservationId: rebookingId, email },
    new Date(now.getTime() + REBOOK_LINK_DAYS * DAY_MS),
  );
}

export function rebookLink(
  rebookingId: string,
  data: { email: string; locale: string; stamp?: Date },
): string {
  const token = rebookToken(rebookingId, data.email, data.stamp);
  return `${siteUrl()}/${data.locale}/rebook?${new URLSearchParams({ token })}`;
}
