/**
 * Delivering what the booking announces. These run inside the job worker (server/jobs): each
 * call delivers once or throws, and the queue retries with backoff. Nothing here is called from
 * a request any more: requests write jobs in their transaction (server/lifecycle).
 */
import { log } from '@/server/log';
import type { EmailJob } from './email-job';
import {
  bookingConfirmationEmail,
  cancelledEmail,
  partnerCancellationEmail,
  partnerInvitationEmail,
  paymentLinkEmail,
  balanceDueEmail,
  balancePaidEmail,
  chooseNewTimeEmail,
  reminderEmail,
  rescheduledEmail,
  screeningReminderEmail,
  screeningDocumentsEmail,
  type BookingEmailData,
} from './emails';
import { loadEmailTexts } from './emailTexts';
import { rebookLink } from './rebook-link';
import { getMailer, type OutgoingMail } from './mailer';

export { bookingEmailData, manageLink, type BookingEmailExtras } from './booking-data';
export {
  notifyStaffContentProblem,
  postStaffMessage,
  staffText,
  type StaffEvent,
  type StaffMessage,
} from './staff';
export type { BookingEmailData } from './emails';
export {
  BUILT_IN_EMAIL_TEXTS,
  emailTextsFrom,
  loadEmailTexts,
  type EmailTexts,
} from './emailTexts';

export type EmailKind = EmailJob['kind'];

/** The email of one job: the reservation's data plus the event's own facts from the job. */
export function renderJobEmail(job: EmailJob, data: BookingEmailData): OutgoingMail {
  switch (job.kind) {
    case 'booking-confirmation':
      return bookingConfirmationEmail(data);
    case 'partner-invitation':
      return partnerInvitationEmail(data);
    case 'payment-link':
      return paymentLinkEmail(data);
    case 'reminder':
      return reminderEmail(data);
    case 'rescheduled':
      return rescheduledEmail({
        ...data,
        previousStart: new Date(job.previousStart ?? data.start),
        previousEnd: new Date(job.previousEnd ?? data.end),
      });
    case 'cancelled':
      return cancelledEmail({
        ...data,
        refundCents: job.refundCents ?? 0,
        keptCents: job.keptCents ?? 0,
        retainedCents: job.retainedCents ?? 0,
      });
    case 'partner-cancelled':
      return partnerCancellationEmail(data, job.partnerHasBooked ?? false);
    case 'balance-due':
      return balanceDueEmail(data);
    case 'balance-paid':
      return balancePaidEmail(data);
    case 'choose-new-time':
      return chooseNewTimeEmail(data, rebookLink(job.rebookingId ?? data.reservationId, data));
    case 'screening-reminder':
      return screeningReminderEmail(data);
    case 'screening-documents':
      return screeningDocumentsEmail(data);
  }
}

/** Kinds whose email carries the reservation's manage link (docs/manage-booking.md). */
export const WITH_MANAGE_LINK: ReadonlySet<EmailKind> = new Set([
  'booking-confirmation',
  'reminder',
  'rescheduled',
  'balance-due',
  'balance-paid',
  // The questionnaire's page opens with the manage link's token (docs/screening.md).
  'screening-reminder',
]);

/**
 * Renders and sends one booking email. `messageId` (from the job id) is the same on every try,
 * so a receiving server that saw a try whose answer got lost can drop the repeat.
 */
export async function sendBookingEmail(
  job: EmailJob | EmailKind,
  data: BookingEmailData,
  messageId?: string,
  /** Added to the email's own (the receipt PDF, docs/payments.md). */
  extraAttachments: NonNullable<OutgoingMail['attachments']> = [],
): Promise<void> {
  const emailJob: EmailJob =
    typeof job === 'string' ? { kind: job, reservationId: data.reservationId } : job;
  // The wording as published in Studio now (emailText documents), unless the caller brings it.
  const mail = renderJobEmail(emailJob, { ...data, texts: data.texts ?? (await loadEmailTexts()) });
  const attachments = [...(mail.attachments ?? []), ...extraAttachments];
  await getMailer().send({
    ...mail,
    ...(attachments.length ? { attachments } : {}),
    messageId,
  });
  log.info('email-sent', { kind: emailJob.kind, reservationId: data.reservationId });
}
