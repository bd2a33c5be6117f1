/**
 * The SMS reminder (docs/sms.md): one delayed job on the `sms` queue per booking revision, for
 * bookings that asked for one, scheduled beside the reminder emails in the transaction that
 * confirms or moves the booking and cancelled in the one that moves or cancels it
 * (lifecycle/reminders.ts). When it runs, the worker checks again that it is still due (still
 * confirmed, same time and revision, still wanted, still ahead) and sends it at most once
 * (jobs/deliver-once.ts), recording it in sms_messages.
 */
import { DateTime } from 'luxon';
import type { Db, Tx } from '@/server/db/client';
import { smsMessages, type Reservation } from '@/server/db/schema';
import { cancelJob, enqueue } from '@/server/jobs/enqueue';
import { deliverOnce } from '@/server/jobs/deliver-once';
import { deliveryError } from '@/server/jobs/delivery-error';
import type { SmsJob } from '@/server/jobs/queues';
import { log } from '@/server/log';
import { loadEmailTexts, type EmailTexts } from '@/server/notify/emailTexts';
import { getReservation } from '@/server/reservations/lookups';
import { textVariantOf } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import { ZONE } from '@/shared/zone';
import { smsEncoding, smsSegments } from 'schemas/src/sms';
import { getSmsProvider } from './provider';
import { createShortLink } from './short-link';

const HOUR = 3_600_000;
/** An SMS that would arrive less than this before the appointment is not sent (as the emails). */
const TOO_LATE_MS = 30 * 60_000;

export const smsReminderKey = (reservationId: string, revision: number) =>
  `sms:reminder:${reservationId}:${revision}`;

/** When the revision's SMS goes out: N hours before, at once when that has passed, none when too late. */
export function planSmsReminder(input: {
  reservationId: string;
  start: Date;
  revision: number;
  hoursBefore: number;
  now: Date;
}): { runAt: Date; key: string; data: SmsJob } | null {
  const due = input.start.getTime() - input.hoursBefore * HOUR;
  const runAt = new Date(Math.max(due, input.now.getTime()));
  if (input.start.getTime() - runAt.getTime() < TOO_LATE_MS) return null;
  return {
    runAt,
    key: smsReminderKey(input.reservationId, input.revision),
    data: {
      kind: 'sms-reminder',
      reservationId: input.reservationId,
      revision: input.revision,
      startsAt: input.start.toISOString(),
    },
  };
}

export type SmsReminderBooking = Pick<
  Reservation,
  'id' | 'startsAt' | 'rescheduleCount' | 'smsReminder'
>;

/** The SMS reminder of the booking's current revision, when it asked for one. */
export async function scheduleSmsReminder(
  tx: Tx,
  reservation: SmsReminderBooking,
  hoursBefore: number,
  now: Date,
): Promise<void> {
  if (!reservation.smsReminder) return;
  const plan = planSmsReminder({
    reservationId: reservation.id,
    start: reservation.startsAt,
    revision: reservation.rescheduleCount,
    hoursBefore,
    now,
  });
  if (plan)
    await enqueue(tx, { queue: 'sms', key: plan.key, startAfter: plan.runAt, data: plan.data });
}

export async function dropSmsReminder(tx: Tx, reservationId: string, revision: number) {
  await cancelJob('sms', smsReminderKey(reservationId, revision), tx);
}

/** Why a due SMS job sends nothing, or null to send it. */
export function smsSkipReason(
  job: SmsJob,
  reservation: Pick<
    Reservation,
    'status' | 'startsAt' | 'rescheduleCount' | 'smsReminder' | 'personalData'
  >,
  now: Date,
): string | null {
  if (reservation.status !== 'confirmed') return 'not-confirmed';
  if (reservation.rescheduleCount !== job.revision) return 'moved';
  if (reservation.startsAt.toISOString() !== job.startsAt) return 'moved';
  if (reservation.startsAt.getTime() <= now.getTime()) return 'past';
  if (!reservation.smsReminder) return 'opted-out';
  if (!reservation.personalData.phone) return 'no-phone';
  return null;
}

/** "Wed 30 Sep, 10:45" / "Mi 30.09., 10:45": short, the SMS has 160 characters. */
export function smsDate(start: Date, language: 'en' | 'de'): string {
  const at = DateTime.fromJSDate(start)
    .setZone(ZONE)
    .setLocale(language === 'de' ? 'de-CH' : 'en-US');
  return language === 'de'
    ? `${at.toFormat('ccc').replace('.', '')} ${at.toFormat('dd.MM.')}, ${at.toFormat('HH:mm')}`
    : at.toFormat('ccc d LLL, HH:mm');
}

/** The reminder's text in the booking's language (de-de: Germany German), link included. */
export function smsReminderText(
  texts: EmailTexts,
  reservation: Pick<Reservation, 'language' | 'locale' | 'startsAt' | 'snapshot'>,
  link: string,
  location: string,
): string {
  const language = reservation.language === 'de' ? 'de' : 'en';
  return texts.text('smsReminder', 'text', textVariantOf(toLocale(reservation.locale)), {
    date: smsDate(reservation.startsAt, language),
    location,
    link,
  });
}

/** The location's name as booked (the snapshot), in the booking's language. */
function locationName(reservation: Reservation): string {
  const name = reservation.snapshot?.location.name;
  const de = reservation.language === 'de';
  return (de ? name?.de : name?.en) || reservation.locationSlug;
}

export async function handleSmsJob(job: { id: string; data: SmsJob }, deps: { db: Db }) {
  const { reservationId } = job.data;
  const reservation = await getReservation(reservationId, deps.db);
  if (!reservation) {
    log.error('sms-job-without-reservation', { reservationId, jobId: job.id });
    return;
  }
  const skip = smsSkipReason(job.data, reservation, new Date());
  if (skip) {
    log.info('sms-skipped', { reservationId, reason: skip });
    return;
  }
  const provider = getSmsProvider();
  const link = await createShortLink(deps.db, job.id, {
    id: reservation.id,
    endsAt: reservation.endsAt,
  });
  const body = smsReminderText(
    await loadEmailTexts(),
    reservation,
    link,
    locationName(reservation),
  );
  const segments = smsSegments(body);
  if (segments > 1) log.warn('sms-over-one-segment', { reservationId, segments });
  const outcome = await deliverOnce(deps.db, job.id, async () => {
    let sent: { id: string | null };
    try {
      sent = await provider.send({
        to: reservation.personalData.phone!,
        body,
        key: job.id,
        reference: reservation.name,
      });
    } catch (err) {
      throw deliveryError('sms-reminder', err, { reservationId, jobId: job.id });
    }
    await deps.db
      .insert(smsMessages)
      .values({
        jobId: job.id,
        reservationId,
        kind: 'reminder',
        revision: job.data.revision,
        provider: provider.name,
        providerMessageId: sent.id,
        segments,
        encoding: smsEncoding(body),
      })
      .onConflictDoNothing();
  });
  if (outcome === 'sent-before') log.info('sms-sent-before', { reservationId, jobId: job.id });
  else log.info('sms-sent', { kind: 'reminder', reservationId, provider: provider.name, segments });
}
