/**
 * A person's rights of access and erasure (GDPR art. 15/17, nFADP art. 25/32), found by email:
 * - exportPerson: everything stored about them, as JSON: their reservations (as booker, also a
 *   partner's own booking), the bookings that name them as partner, their waitlist entries
 *   (docs/waitlist.md), the outgoing mail of the
 *   file outbox that mentions them, and where else ids of theirs lead (logs, Stripe).
 * - erasePerson: anonymises all of it that no duty keeps (waitlist entries are deleted). A confirmed booking still to come and
 *   a live hold are refused with the reason (the clinic needs them to treat, or a payment may
 *   be running); staff decide (cancel, then erase again). Amounts and times stay.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations, screeningResponses, type Reservation } from '@/server/db/schema';
import { log } from '@/server/log';
import { outboxDir as defaultOutboxDir } from '@/server/notify/mailer';
import { smsFolderIn, smsOutboxDir } from '@/server/sms/outbox';
import { effectiveStatus } from '@/server/reservations/status';
import { eraseWaitlistEntries, waitlistEntriesOf } from '@/server/waitlist/retention';
import { anonymiseReservations, removePartnerMentions } from '@/server/personal-data/anonymise';
import { emailHashCandidates, normaliseEmail } from '@/server/privacy/blind-index';
import { ERASE_REFUSED_FUTURE_BOOKING, ERASE_REFUSED_LIVE_HOLD } from '@/contracts/error-ids';

export type SubjectDeps = { db: Db; now: Date; outboxDir?: string };

type Found = { asBooker: Reservation[]; asPartner: Reservation[] };

async function findPerson(db: Db, email: string): Promise<Found> {
  const hashes = emailHashCandidates(email);
  const rows = await db
    .select()
    .from(reservations)
    .where(
      or(inArray(reservations.emailHash, hashes), inArray(reservations.partnerEmailHash, hashes)),
    )
    .orderBy(reservations.startsAt);
  const set = new Set(hashes);
  return {
    asBooker: rows.filter((r) => r.emailHash !== null && set.has(r.emailHash)),
    asPartner: rows.filter((r) => r.partnerEmailHash !== null && set.has(r.partnerEmailHash)),
  };
}

/** .eml files of the file outbox (dev and test mail transport) whose text holds the email. */
async function outboxFilesMentioning(
  dir: string,
  email: string,
): Promise<{ file: string; content: string }[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return []; // no outbox (SMTP in production): nothing kept here
  }
  const needle = normaliseEmail(email);
  const found: { file: string; content: string }[] = [];
  for (const name of names) {
    const content = await fs.readFile(path.join(dir, name), 'utf8').catch(() => null);
    if (content?.toLowerCase().includes(needle)) found.push({ file: name, content });
  }
  return found;
}

/**
 * SMS copies of the file outbox (docs/sms.md, development and tests) of these bookings: sent to
 * the booking's number and naming its reference (a number may be shared, a reference is not).
 */
async function smsFilesOf(
  dir: string,
  rows: readonly Reservation[],
): Promise<{ file: string; content: string }[]> {
  const wanted = rows.flatMap((r) =>
    r.personalData.phone
      ? [{ to: `To: ${r.personalData.phone}\n`, ref: `Reservation: ${r.name}\n` }]
      : [],
  );
  if (wanted.length === 0) return [];
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const found: { file: string; content: string }[] = [];
  for (const name of names.filter((n) => n.endsWith('.txt')).sort()) {
    const content = await fs.readFile(path.join(dir, name), 'utf8').catch(() => null);
    if (content && wanted.some((w) => content.startsWith(w.to) && content.includes(w.ref)))
      found.push({ file: name, content });
  }
  return found;
}

const smsDirOf = (deps: SubjectDeps) =>
  deps.outboxDir ? smsFolderIn(deps.outboxDir) : smsOutboxDir();

function bookingFacts(r: Reservation, now: Date) {
  return {
    reservationId: r.id,
    reference: r.name,
    status: effectiveStatus(r, now),
    locationSlug: r.locationSlug,
    checkupSlug: r.checkupSlug,
    services: r.services,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    anonymisedAt: r.anonymisedAt?.toISOString() ?? null,
  };
}

/** The MRI safety questionnaires of these bookings, opened (health data: docs/screening.md). */
async function screeningsOf(db: Db, ids: string[]) {
  const rows = ids.length
    ? await db
        .select()
        .from(screeningResponses)
        .where(inArray(screeningResponses.reservationId, ids))
    : [];
  return new Map(
    rows.map((s) => [
      s.reservationId,
      {
        questionnaireRevision: s.questionnaireRev,
        questions: s.questions,
        answers: s.answers,
        consent: s.consent,
        outcome: s.outcome,
        signedAt: s.signedAt?.toISOString() ?? null,
        decision: s.decision,
        decidedAt: s.decidedAt?.toISOString() ?? null,
        // The clinical review's last request for documents, as emailed (docs/screening.md "At the desk").
        documentsNote: s.documentsNote,
        documentsRequestedAt: s.documentsRequestedAt?.toISOString() ?? null,
        updatedAt: s.updatedAt.toISOString(),
      },
    ]),
  );
}

export type PersonExport = Awaited<ReturnType<typeof exportPerson>>;

export async function exportPerson(email: string, deps: SubjectDeps) {
  const { asBooker, asPartner } = await findPerson(deps.db, email);
  const outbox = await outboxFilesMentioning(deps.outboxDir ?? defaultOutboxDir(), email);
  const sms = await smsFilesOf(smsDirOf(deps), asBooker);
  const waitlist = await waitlistEntriesOf(deps.db, emailHashCandidates(email));
  const ids = [...new Set([...asBooker, ...asPartner].map((r) => r.id))];
  const screenings = await screeningsOf(
    deps.db,
    asBooker.map((r) => r.id),
  );
  log.info('privacy-export', {
    bookings: asBooker.length,
    partnerMentions: asPartner.length,
    outboxMessages: outbox.length,
  });
  return {
    generatedAt: deps.now.toISOString(),
    requestedFor: email,
    bookings: asBooker.map((r) => ({
      ...bookingFacts(r, deps.now),
      role: r.partnerOfReservationId ? ('partner-own-booking' as const) : ('booker' as const),
      partnerOfReservationId: r.partnerOfReservationId,
      personalData: r.personalData,
      // The partner they named: the names they gave (the partner's email is the partner's).
      partnerNamed: r.partnerData
        ? { firstName: r.partnerData.firstName, lastName: r.partnerData.lastName }
        : null,
      discountCode: r.discountCode,
      amounts: {
        totalCents: r.totalCents,
        paidCents: r.paidCents,
        balanceDueCents: r.balanceDueCents,
      },
      payment: {
        option: r.paymentOption,
        provider: r.paymentProvider,
        paymentIntentId: r.paymentIntentId,
      },
      language: r.language,
      locale: r.locale,
      // Their MRI safety questionnaire (docs/screening.md): the questions as asked, the answers, the consent.
      screening: screenings.get(r.id) ?? null,
    })),
    partnerMentions: asPartner.map((r) => ({
      ...bookingFacts(r, deps.now),
      namedAs: r.partnerData,
    })),
    waitlistEntries: waitlist,
    outboxMessages: outbox,
    // SMS reminders' copies in the file outbox, of their bookings (docs/sms.md).
    outboxSms: sms,
    logs: {
      stored: false,
      note: 'The application keeps no log store: log lines go to stdout with reservation ids only (never names, emails or phone numbers). Search the log platform for these ids.',
      reservationIds: ids,
    },
    processors: {
      stripe: {
        note: 'Card payments: Stripe holds the card data; its PaymentIntents carry only the reservation id.',
        paymentIntentIds: asBooker.flatMap((r) => (r.paymentIntentId ? [r.paymentIntentId] : [])),
      },
    },
  };
}

export type EraseResult = {
  erased: {
    bookings: string[];
    partnerMentions: string[];
    outboxMessages: number;
    /** SMS copies in the file outbox (docs/sms.md). */
    outboxSms: number;
    waitlistEntries: number;
  };
  refused: { reservationId: string; reference: string; startsAt: string; reason: string }[];
};

/** Why a row must keep the person for now, or null when it may be erased. */
function refusal(r: Reservation, now: Date): string | null {
  const status = effectiveStatus(r, now);
  if (status === 'confirmed' && r.endsAt > now) return ERASE_REFUSED_FUTURE_BOOKING;
  if (status === 'pending') return ERASE_REFUSED_LIVE_HOLD;
  return null;
}

export async function erasePerson(email: string, deps: SubjectDeps): Promise<EraseResult> {
  const { asBooker, asPartner } = await findPerson(deps.db, email);
  const refused: EraseResult['refused'] = [];
  const erasable = (rows: Reservation[]) =>
    rows.filter((r) => {
      const reason = refusal(r, deps.now);
      if (reason && !refused.some((x) => x.reservationId === r.id))
        refused.push({
          reservationId: r.id,
          reference: r.name,
          startsAt: r.startsAt.toISOString(),
          reason,
        });
      return reason === null && r.anonymisedAt === null;
    });
  const bookings = erasable(asBooker).map((r) => r.id);
  if (bookings.length)
    await anonymiseReservations(deps.db, inArray(reservations.id, bookings), deps.now);
  // Someone else's booking that names them: only the partner part goes.
  const mentions = await removePartnerMentions(
    deps.db,
    erasable(asPartner)
      .map((r) => r.id)
      .filter((id) => !bookings.includes(id)),
  );

  // Mail copies in the file outbox, except those about a booking that is kept.
  const kept = refused.flatMap((r) => [r.reference, r.reservationId]);
  const dir = deps.outboxDir ?? defaultOutboxDir();
  let outboxMessages = 0;
  for (const m of await outboxFilesMentioning(dir, email)) {
    if (kept.some((k) => m.content.includes(k))) continue;
    await fs.rm(path.join(dir, m.file), { force: true });
    outboxMessages += 1;
  }
  // SMS copies likewise: those of a kept booking stay.
  const smsDir = smsDirOf(deps);
  let outboxSms = 0;
  for (const m of await smsFilesOf(smsDir, asBooker)) {
    if (kept.some((k) => m.content.includes(k))) continue;
    await fs.rm(path.join(smsDir, m.file), { force: true });
    outboxSms += 1;
  }
  const waitlistEntries = await eraseWaitlistEntries(deps.db, emailHashCandidates(email));
  const result = {
    erased: { bookings, partnerMentions: mentions, outboxMessages, outboxSms, waitlistEntries },
    refused,
  };
  log.info('privacy-erase', {
    bookings: bookings.length,
    partnerMentions: mentions.length,
    outboxMessages,
    outboxSms,
    waitlistEntries,
    refused: refused.length,
  });
  return result;
}
