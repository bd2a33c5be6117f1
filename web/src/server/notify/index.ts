/**
 * Delivering what the booking announces. These run inside the job worker (server/jobs): each
 * call delivers once or throws, and the queue retries with backoff. Nothing here is called from
 * a request any more: requests write jobs in their transaction (server/lifecycle).
 */
import { log } from '@/server/log';
import {
  bookingConfirmationEmail,
  partnerInvitationEmail,
  paymentLinkEmail,
  type BookingEmailData,
} from './emails';
import { loadEmailTexts } from './emailTexts';
import { getMailer, type OutgoingMail } from './mailer';

export { bookingEmailData } from './booking-data';
export {
  notifyStaffContentProblem,
  postStaffMessage,
  staffText,
  type StaffEvent,
  type StaffMessage,
} from './staff';
export type { BookingEmailData } from './emails';
export { BUILT_IN_EMAIL_TEXTS, emailTextsFrom, loadEmailTexts, type EmailTexts } from './emailTexts';

export const EMAIL_RENDERERS = {
  'booking-confirmation': bookingConfirmationEmail,
  'partner-invitation': partnerInvitationEmail,
  'payment-link': paymentLinkEmail,
} as const satisfies Record<string, (data: BookingEmailData) => OutgoingMail>;
export type EmailKind = keyof typeof EMAIL_RENDERERS;

/**
 * Renders and sends one booking email. `messageId` (from the job id) is the same on every try,
 * so a receiving server that saw a try whose answer got lost can drop the repeat.
 */
export async function sendBookingEmail(
  kind: EmailKind,
  data: BookingEmailData,
  messageId?: string,
): Promise<void> {
  // The wording as published in Studio now (emailText documents), unless the caller brings it.
  const mail = EMAIL_RENDERERS[kind]({ ...data, texts: data.texts ?? (await loadEmailTexts()) });
  await getMailer().send({ ...mail, messageId });
  log.info('email-sent', { kind, reservationId: data.reservationId });
}
