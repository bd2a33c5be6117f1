/**
 * Resend an email the booking has (docs/staff-desk.md, "Resend"): through the outbox
 * (server/jobs) with a key of its own per request, so each request is one email and a retried
 * job never sends it twice. Only emails that still say something true: the confirmation and the
 * partner's invitation of a confirmed booking, the payment link of an unpaid hold, the
 * cancellation of a cancelled one (with the refund on record).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ResendableEmail,
  staffResendRequestSchema,
  StaffResendResponse,
} from '@/contracts/staff-booking-resend';
import { refunds, type Reservation } from '@/server/db/schema';
import { enqueue } from '@/server/jobs/enqueue';
import type { EmailJob } from '@/server/jobs/queues';
import { effectiveStatus } from '@/server/reservations/status';
import type { StaffActor } from '@/server/staff/actor';
import { changeBooking, refuse, type DeskDeps } from './common';
import { EMAIL_NOT_APPLICABLE } from '@/contracts/error-ids';

export type ResendInput = z.infer<typeof staffResendRequestSchema>;

/** Whether `email` says something true about `row` now. */
export function resendable(row: Reservation, email: ResendableEmail, now: Date): boolean {
  const status = effectiveStatus(row, now);
  switch (email) {
    case 'booking-confirmation':
      return status === 'confirmed';
    case 'partner-invitation':
      return status === 'confirmed' && row.isPartnerBooking && Boolean(row.partnerData?.email);
    case 'payment-link':
      return status === 'pending';
    case 'cancelled':
      return status === 'cancelled';
  }
}

export async function resendEmail(
  actor: StaffActor,
  input: ResendInput,
  deps: DeskDeps,
): Promise<StaffResendResponse> {
  return changeBooking(actor, input.id, deps.db, {}, async (tx, row) => {
    if (!row.personalData.email || !resendable(row, input.email, deps.now))
      refuse(EMAIL_NOT_APPLICABLE);
    const data: EmailJob = { kind: input.email, reservationId: row.id };
    if (input.email === 'cancelled') {
      const [refund] = await tx.select().from(refunds).where(eq(refunds.reservationId, row.id));
      data.refundCents = refund?.amountCents ?? 0;
      data.keptCents = refund?.keptCents ?? 0;
    }
    await enqueue(tx, {
      queue: 'email',
      key: `email:${input.email}:${row.id}:staff:${randomUUID()}`,
      data,
    });
    return {
      result: { email: input.email },
      action: 'email-resent',
      detail: { reason: input.reason ?? null, email: input.email },
    };
  });
}
