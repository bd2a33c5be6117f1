/**
 * What the worker does with each job. A handler delivers once or throws; pg-boss then retries
 * with backoff (./queues.ts) and, when the tries are used up, moves the job to the dead-letter
 * queue, whose handler tells staff.
 */
import { eq, sql } from 'drizzle-orm';
import { getCatalog, getScreening, getSiteSettings } from '@/server/content';
import { screeningDueAt } from '@/server/screening/model';
import { SCREENING_DEFAULTS } from 'schemas/src/defaults';
import { contentForLocale } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import type { Db } from '@/server/db/client';
import { onlinePayments, refunds, screeningResponses, type Reservation } from '@/server/db/schema';
import { balanceDueCents } from '@/server/lifecycle/balance';
import { paymentLedger } from '@/server/lifecycle/ledger';
import { receiptPdfs, type ReceiptFile } from '@/server/receipts';
import { log } from '@/server/log';
import {
  bookingEmailData,
  postStaffMessage,
  sendBookingEmail,
  WITH_MANAGE_LINK,
  type BookingEmailExtras,
} from '@/server/notify';
import type { PaymentProvider } from '@/server/payments/provider';
import { reminderStillDue } from '@/server/reminders/plan';
import { screeningSigned } from '@/server/screening/state';
import type { StaffMessage } from '@/server/notify/staff';
import { getReservation } from '@/server/reservations/lookups';
import { snapshotOf } from '@/server/reservations/snapshot';
import { burstSummary, HOLD_BURST_EVENT } from '@/server/holds/summary';
import { deliveryError } from '@/server/jobs/delivery-error';
import { deliverOnce } from '@/server/jobs/deliver-once';
import { jobIdFor } from '@/server/jobs/ids';
import type { DeadJobReport, EmailJob, RefundJob } from '@/server/jobs/queues';
import { emitRefundIssued } from '@/server/webhooks/emit';

export type HandlerDeps = { db: Db };

export async function handleEmailJob(
  job: { id: string; data: EmailJob },
  deps: HandlerDeps,
): Promise<void> {
  const { kind, reservationId } = job.data;
  const reservation = await getReservation(reservationId, deps.db);
  if (!reservation) {
    log.error('email-job-without-reservation', { kind, reservationId, jobId: job.id });
    return; // nothing to render; retrying cannot help
  }
  const skip =
    skipReason(job.data, reservation, new Date()) ??
    (job.data.kind === 'balance-due' && (await balanceDueCents(deps.db, reservation)) <= 0
      ? 'nothing-due'
      : null) ??
    // The questionnaire was signed meanwhile: nothing to remind of (docs/screening.md "Reminder").
    (job.data.kind === 'screening-reminder' && (await screeningSigned(deps.db, reservation.id))
      ? 'screening-signed'
      : null);
  if (skip) {
    log.info('email-skipped', { kind, reservationId, status: reservation.status, reason: skip });
    return;
  }
  // What the booker was shown and agreed to, never today's content (reservations/snapshot).
  const data = bookingEmailData(
    reservation,
    await snapshotOf(reservation),
    await emailExtras(job.data, reservation),
  );
  if (kind === 'screening-documents')
    data.screeningNote = await screeningNote(deps.db, reservation.id);
  data.refunds = await paymentsGivenBack(deps.db, reservation.id);
  const receipts = WITH_RECEIPT.has(kind) ? await receiptsFor(job.data, deps.db) : [];
  const outcome = await deliverOnce(deps.db, job.id, async () => {
    try {
      await sendBookingEmail(job.data, data, `<${job.id}@booking.jobs>`, receipts);
    } catch (err) {
      throw deliveryError(`email-${kind}`, err, { reservationId, jobId: job.id });
    }
  });
  if (outcome === 'sent-before')
    log.info('email-sent-before', { kind, reservationId, jobId: job.id });
}

/** Emails that carry the receipt PDF (docs/payments.md). */
const WITH_RECEIPT: ReadonlySet<EmailJob['kind']> = new Set([
  'booking-confirmation',
  'balance-paid',
  'cancelled',
]);

/**
 * The statement of the booking, and for a balance paid online also that payment's own receipt
 *  (a receipt per statement and per payment).
 */
function receiptsFor(job: EmailJob, db: Db): Promise<ReceiptFile[]> {
  const payment = job.kind === 'balance-paid' ? job.paymentIntentId : undefined;
  return receiptPdfs(job.reservationId, payment ? [null, payment] : [null], { db });
}

/** Payments given back because they should not have been taken (docs/payments.md). */
async function paymentsGivenBack(db: Db, reservationId: string) {
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.reservationId, reservationId));
  return rows
    .filter((r) => r.refundedCents > 0)
    .map((r) => ({ cents: r.refundedCents, at: r.refundedAt ?? r.createdAt }));
}

/** Why an email that came due says nothing any more, or null to send it. */
function skipReason(job: EmailJob, reservation: Reservation, now: Date): string | null {
  // A "complete your payment" email that comes due after the booking was paid says nothing.
  if (job.kind === 'payment-link' && reservation.status !== 'pending') return 'not-pending';
  // A reminder (the booking's or the questionnaire's) of a time the booking no longer has
  // (moved, cancelled, past): its job was cancelled in the change's transaction; this is the
  // second line of defence.
  if (
    (job.kind === 'reminder' || job.kind === 'screening-reminder') &&
    !reminderStillDue(job, reservation, now)
  )
    return 'reminder-not-due';
  if (
    (job.kind === 'rescheduled' || job.kind === 'balance-due' || job.kind === 'choose-new-time') &&
    reservation.status !== 'confirmed'
  )
    return 'not-confirmed';
  // Cancelled before its confirmation or invitation went out: the cancellation email says it all.
  if (
    (job.kind === 'booking-confirmation' || job.kind === 'partner-invitation') &&
    reservation.status === 'cancelled'
  )
    return 'cancelled';
  return null;
}

/** The clinical review's last note asking for documents (sealed; opened for the email only). */
async function screeningNote(db: Db, reservationId: string): Promise<string> {
  const [row] = await db
    .select({ note: screeningResponses.documentsNote })
    .from(screeningResponses)
    .where(eq(screeningResponses.reservationId, reservationId));
  return row?.note ?? '';
}

/** When the questionnaire's answers are due (Settings; the default when it cannot be read). */
async function screeningDeadline(start: Date): Promise<Date> {
  const s = await getScreening().catch(() => null);
  return screeningDueAt(
    start,
    s?.settings.dueHoursBefore ?? SCREENING_DEFAULTS.screeningDueHoursBefore,
  );
}

/** Clinic contact (Settings), preparation notes (the check-up in Studio) and the manage link. */
async function emailExtras(job: EmailJob, reservation: Reservation): Promise<BookingEmailExtras> {
  const catalog = await getCatalog().catch(() => null);
  const settings = catalog?.settings;
  // The notes as the booking's locale reads them (de-de: Germany German, docs/manage-booking.md).
  const pkg = contentForLocale(
    catalog?.packages.find((p) => p.id === reservation.checkupId),
    toLocale(reservation.locale),
  );
  return {
    clinic: settings
      ? { name: settings.clinicName, email: settings.clinicEmail, phone: settings.clinicPhone }
      : undefined,
    preparation:
      job.kind === 'reminder' && pkg
        ? reservation.language === 'de'
          ? pkg.preparation_de
          : pkg.preparation_en
        : undefined,
    withManageLink: WITH_MANAGE_LINK.has(job.kind),
    screeningDueAt:
      job.kind === 'screening-reminder' ? await screeningDeadline(reservation.startsAt) : undefined,
  };
}

/**
 * A refund a cancellation owes: asked of the provider with an idempotency key of its own
 * (a retry never refunds twice), then recorded. Runs again harmlessly once recorded.
 */
export async function handleRefundJob(
  job: { id: string; data: RefundJob },
  deps: HandlerDeps & { provider: () => PaymentProvider },
): Promise<void> {
  const [record] = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.reservationId, job.data.reservationId));
  if (!record) {
    log.error('refund-job-without-record', {
      reservationId: job.data.reservationId,
      jobId: job.id,
    });
    return;
  }
  if (record.status === 'succeeded') return;
  const provider = deps.provider();
  if (provider.name !== record.provider)
    throw new Error(`refund needs provider ${record.provider}, this process has ${provider.name}`);
  let refundId = '';
  try {
    // After a balance paid online the money sits on more than one intent (docs/payments.md): each
    // gives back its part, first the first payment, each under a key of its own.
    for (const part of await refundParts(deps.db, record)) {
      const refund = await provider.refund(part.intentId, 'booking-cancelled', {
        amountCents: part.cents,
        idempotencyKey: part.key,
      });
      refundId ||= refund.id;
    }
  } catch (err) {
    throw deliveryError('refund', err, { reservationId: record.reservationId, jobId: job.id });
  }
  const reservation = await getReservation(record.reservationId, deps.db);
  // The record and its webhook event commit together (docs/webhooks.md "Events").
  await deps.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId: refundId, updatedAt: sql`now()` })
      .where(eq(refunds.id, record.id));
    await emitRefundIssued(tx, reservation, {
      refundId: refundId || record.id,
      reservationId: record.reservationId,
      amountCents: record.amountCents,
      reason: 'booking-cancelled',
    });
  });
  log.info('refund-succeeded', {
    reservationId: record.reservationId,
    refundId,
    amountCents: record.amountCents,
  });
}

/** How a cancellation's refund splits over the booking's intents (the first, then each balance). */
export async function refundParts(
  db: Db,
  record: typeof refunds.$inferSelect,
): Promise<{ intentId: string; cents: number; key: string }[]> {
  const base = `refund:cancel:${record.reservationId}`;
  const balance = (
    await db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.reservationId, record.reservationId))
  ).filter((p) => p.purpose === 'balance');
  if (balance.length === 0)
    return [{ intentId: record.paymentIntentId, cents: record.amountCents, key: base }];
  const reservation = await getReservation(record.reservationId, db);
  const ledger = reservation ? paymentLedger(reservation, balance) : [];
  const firstCents = ledger.find((p) => p.kind === 'first')?.cents ?? 0;
  const parts: { intentId: string; cents: number; key: string }[] = [];
  let left = record.amountCents;
  const take = (intentId: string, available: number, key: string) => {
    const cents = Math.min(left, available);
    if (cents > 0) parts.push({ intentId, cents, key });
    left -= cents;
  };
  take(record.paymentIntentId, firstCents, base);
  for (const p of balance) take(p.paymentIntentId, p.amountCents, `${base}:${p.paymentIntentId}`);
  return parts;
}

async function staffChannelEnabled(): Promise<boolean> {
  return (await getSiteSettings().catch(() => null))?.staffChannelEnabled ?? true;
}

export async function handleStaffJob(
  job: {
    id: string;
    data: StaffMessage | DeadJobReport;
  },
  deps: HandlerDeps,
): Promise<void> {
  let message: StaffMessage =
    job.data.event === 'job-dead'
      ? {
          event: 'job-dead',
          reservationId: 'n/a',
          queue: job.data.queue,
          jobId: job.data.jobId,
        }
      : job.data;
  // A burst summary counts the window's holds when it is delivered (the window has ended).
  if (message.event === HOLD_BURST_EVENT) message = await burstSummary(deps.db, message);
  const enabled = await staffChannelEnabled();
  const outcome = await deliverOnce(deps.db, job.id, async () => {
    try {
      await postStaffMessage(message, enabled);
    } catch (err) {
      throw deliveryError('staff-notification', err, { jobId: job.id, event: message.event });
    }
  });
  if (outcome === 'sent-before')
    log.info('staff-notification-sent-before', { jobId: job.id, event: message.event });
}

/** The key of the staff report about one dead job (so it is reported once). */
export const deadJobReportKey = (queue: string, jobId: string) => `staff:dead:${queue}:${jobId}`;

/**
 * A job out of retries: logged as an error and reported to staff (unless the dead job was such
 * a report itself: a staff channel that is down cannot carry news of its own outage).
 */
export async function handleDeadJob(
  job: { id: string; data: object; sourceName: string | null; sourceId: string | null },
  report: (message: DeadJobReport, key: string) => Promise<void>,
): Promise<void> {
  const queue = job.sourceName ?? 'unknown';
  const jobId = job.sourceId ?? job.id;
  const data = job.data as Partial<EmailJob & StaffMessage & DeadJobReport>;
  log.error('job-dead', {
    queue,
    jobId,
    kind: data.kind ?? data.event,
    reservationId: data.reservationId,
  });
  if (queue === 'staff') return;
  await report({ event: 'job-dead', queue, jobId }, deadJobReportKey(queue, jobId));
}

export { jobIdFor };
