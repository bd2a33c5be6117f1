/**
 * The waitlist queue's handler (docs/waitlist.md): each task runs once or throws, and pg-boss
 * retries it (jobs/queues.ts). Offers and expiries are decided under the rows' locks and the
 * database's constraints, so a task that runs again changes nothing twice; an email is sent
 * at most once per job (jobs/deliver-once.ts).
 */
import { eq } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { reservations, waitlistEntries, waitlistOffers } from '@/server/db/schema';
import { deliverOnce } from '@/server/jobs/deliver-once';
import { deliveryError } from '@/server/jobs/delivery-error';
import type { WaitlistJob } from '@/server/jobs/queues';
import { log } from '@/server/log';
import { loadEmailTexts } from '@/server/notify/emailTexts';
import { getMailer } from '@/server/notify/mailer';
import {
  waitlistConfirmToken,
  waitlistLeaveToken,
  waitlistOfferToken,
} from '@/server/tokens/waitlist';
import { waitlistEmail } from './emails';
import { offerFreedSlots } from './engine';
import { entryView } from './entries';
import { checkLapsedHold, settleExpiredOffer } from './offers';

export type WaitlistJobDeps = { db: Db; now?: () => Date };

export async function handleWaitlistJob(
  job: { id: string; data: WaitlistJob },
  deps: WaitlistJobDeps,
): Promise<void> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const data = job.data;
  switch (data.task) {
    case 'slot-freed': {
      const catalog = await getCatalog({ fresh: true });
      await offerFreedSlots(
        { locationId: data.locationId, from: new Date(data.start), to: new Date(data.end) },
        { db, catalog, now },
      );
      return;
    }
    case 'capacity-changed': {
      const catalog = await getCatalog({ fresh: true });
      const location = catalog.locations.find((l) => l.id === data.locationId);
      if (!location) return;
      await offerFreedSlots(
        {
          locationId: location.id,
          from: now,
          to: new Date(now.getTime() + (location.bookingHorizonDays + 1) * 86_400_000),
        },
        { db, catalog, now },
      );
      return;
    }
    case 'hold-lapsed':
      return checkLapsedHold(data.reservationId, db);
    case 'offer-expired':
      await settleExpiredOffer(data.offerId, db);
      return;
    case 'email':
      return sendWaitlistEmail(job.id, data, deps.db, now);
  }
}

async function sendWaitlistEmail(
  jobId: string,
  data: Extract<WaitlistJob, { task: 'email' }>,
  db: Db,
  now: Date,
): Promise<void> {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, data.entryId));
  const email = entry?.contact.email;
  if (!entry || !email) {
    log.info('waitlist-email-skipped', { kind: data.kind, entryId: data.entryId, reason: 'gone' });
    return;
  }
  const [offer] = data.offerId
    ? await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, data.offerId))
    : [];
  // An offer that ended before its email went out says nothing any more.
  if (data.kind !== 'waitlist-confirm' && (!offer || offer.state !== 'open')) {
    log.info('waitlist-email-skipped', { kind: data.kind, entryId: entry.id, reason: 'closed' });
    return;
  }
  if (data.kind === 'waitlist-confirm' && entry.state !== 'pending') return;
  const catalog = await getCatalog().catch(() => null);
  if (!catalog) throw new Error('content unavailable for the waitlist email');
  const settings = catalog.settings;
  const [booking] =
    entry.reservationId && data.kind === 'waitlist-earlier-offer'
      ? await db.select().from(reservations).where(eq(reservations.id, entry.reservationId))
      : [];
  const location = offer ? catalog.locations.find((l) => l.id === offer.locationId) : undefined;
  const mail = waitlistEmail({
    kind: data.kind,
    to: email,
    entry: entryView(entry, catalog),
    clinic: { name: settings.clinicName, email: settings.clinicEmail, phone: settings.clinicPhone },
    leaveToken: waitlistLeaveToken({ id: entry.id, email, toDate: entry.toDate }),
    confirmToken:
      data.kind === 'waitlist-confirm'
        ? waitlistConfirmToken({ id: entry.id, email, now })
        : undefined,
    offerToken: offer
      ? waitlistOfferToken({ id: offer.id, email, expiresAt: offer.expiresAt })
      : undefined,
    offer: offer
      ? {
          start: offer.startsAt,
          end: offer.endsAt,
          expiresAt: offer.expiresAt,
          locationName: (entry.language === 'de' ? location?.title_de : location?.title_en) ?? '',
        }
      : undefined,
    booking: booking
      ? { reference: booking.name, start: booking.startsAt, end: booking.endsAt }
      : undefined,
    texts: await loadEmailTexts(),
  });
  const outcome = await deliverOnce(db, jobId, async () => {
    try {
      await getMailer().send({ ...mail, messageId: `<${jobId}@booking.jobs>` });
    } catch (err) {
      throw deliveryError('waitlist-email', err, { kind: data.kind, entryId: entry.id, jobId });
    }
  });
  log.info(outcome === 'sent-before' ? 'email-sent-before' : 'email-sent', {
    kind: data.kind,
    entryId: entry.id,
  });
}
