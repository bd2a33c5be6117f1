/**
 * Reservations database (PostgreSQL; PGlite by default). Migrations in ./migrations are
 * generated from this file by drizzle-kit; the exclusion constraint that forbids two active
 * reservations in one room at one time is added by hand in the first migration, because
 * drizzle-kit cannot express it.
 */
import { sql } from 'drizzle-orm';
import { sealedJsonb } from './sealed-columns';
import { CLINIC_PAYMENT_METHODS } from '@/shared/clinic-payment-methods';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReservationSnapshot } from './snapshot-type';
import type { FrozenQuestion, ScreeningAnswers, ScreeningConsentRecord } from './screening-type';

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'expired', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export type PersonalData = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  birthDate: string | null;
  biologicalSex: 'male' | 'female';
  language: 'en' | 'de';
  localization: string;
};
export type PartnerData = { firstName: string; lastName: string; email: string };

/** A person's phone, address and birth date, none given (each is optional). */
export const NO_PERSON_DETAILS = {
  phone: null,
  street: null,
  postalCode: null,
  city: null,
  country: null,
  birthDate: null,
} as const satisfies Partial<PersonalData>;

/** How an anonymised person reads (server/personal-data/retention.ts): no data of theirs left. */
export const ANONYMISED_PERSON: PersonalData = Object.freeze({
  firstName: '',
  lastName: '',
  email: '',
  ...NO_PERSON_DETAILS,
  biologicalSex: 'male',
  language: 'en',
  localization: '',
});
export const ANONYMISED_PARTNER: PartnerData = Object.freeze({
  firstName: '',
  lastName: '',
  email: '',
});

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable reference shown to the booker and staff, e.g. "ZUR-7K3M-Q9". */
    name: text('name').notNull().unique(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    /** The location's Sanity document _id: what availability and the constraint key on. */
    locationId: text('location_id').notNull(),
    /** The room's stable key (location.rooms[].key): never changes when staff rename the room. */
    roomKey: text('room_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The check-up's Sanity document _id. */
    checkupId: text('checkup_id').notNull(),
    /** The add-ons' Sanity document _ids, in the order booked. */
    serviceIds: text('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Slugs as they were at booking time: for URLs and logs only, never for lookups. */
    locationSlug: text('location_slug').notNull(),
    checkupSlug: text('checkup_slug').notNull(),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the booker was shown and agreed to (./snapshot types in reservations/snapshot.ts):
     * every later reader (payment page, emails, .ics, success page) reads this, not content.
     * Null only for rows made before migration 0001 until the stable-ids step fills it.
     */
    snapshot: jsonb('snapshot').$type<ReservationSnapshot>(),
    /**
     * Set by migration 0001 on older rows: their ids were derived from slugs by convention
     * and still need checking against the catalogue (reservations/stable-ids.ts).
     */
    idsProvisional: boolean('ids_provisional').notNull().default(false),
    /** Encrypted in the app (server/privacy): the column type seals on write, opens on read. */
    personalData: sealedJsonb<PersonalData>(
      'personal_data',
      'reservations.personal_data',
      ANONYMISED_PERSON,
    ).notNull(),
    /** HMAC blind index of the booker's email (server/privacy/blind-index.ts); null once anonymised. */
    emailHash: text('email_hash'),
    isPartnerBooking: boolean('is_partner_booking').notNull().default(false),
    partnerData: sealedJsonb<PartnerData>(
      'partner_data',
      'reservations.partner_data',
      ANONYMISED_PARTNER,
    ),
    /** Blind index of the partner's email, so a person's partner mentions can be found. */
    partnerEmailHash: text('partner_email_hash'),
    /** The partner's name terms, as `nameTerms`: the desk finds a partner who has not booked. */
    partnerNameTerms: text('partner_name_terms').array(),
    /** When retention or an erasure removed the person: amounts and times stay. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * On the partner's own reservation: the booker's (partner) reservation it belongs to.
     * At most one active row per partner booking (partial unique index below), so a partner
     * whose hold expired can book again.
     */
    partnerOfReservationId: uuid('partner_of_reservation_id'),
    discountCode: text('discount_code'),
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    locale: text('locale').notNull(),
    paymentId: text('payment_id'),
    /** Amounts in CHF cents, fixed at creation from the server's price computation. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    balanceDueCents: bigint('balance_due_cents', { mode: 'number' }).notNull().default(0),
    paymentOption: text('payment_option', { enum: ['deposit', 'full'] }),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id').unique(),
    /** How the first payment was made (card, twint, …) as the provider reported it. */
    paymentMethod: text('payment_method'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Keyed digest of the client that placed the hold (server/holds/client.ts): live holds are
     * capped per client. Not the address itself; cleared when the person is anonymised.
     */
    clientHash: text('client_hash'),
    /** When the hold was extended because its payment started (once; server/holds/extend.ts). */
    holdExtendedAt: timestamp('hold_extended_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * How often the booker moved this reservation through the manage link (migration 0009):
     * the policy's limit counts it, and it is the .ics SEQUENCE and the reminders' revision.
     */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Blind indexes for the staff desk's search (migration 0017, server/privacy/blind-index.ts). */
    phoneHash: text('phone_hash'),
    lastNameHash: text('last_name_hash'),
    /** Name term hashes, every spelling and prefix (migration 0026, blind-index.ts nameTermHashes). */
    nameTerms: text('name_terms').array(),
    /** Marked at the desk: the patient came (from 1 h before start) or did not (after start). */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** Booked by staff for a caller: who, and whether it is paid at the clinic instead of online. */
    bookedByStaffId: text('booked_by_staff_id'),
    payAtClinic: boolean('pay_at_clinic').notNull().default(false),
    /**
     * SMS reminder (migration 0032, docs/sms.md): asked for at booking (each person on their own
     * reservation); turned off by a STOP reply or the manage page's link, with when and how.
     */
    smsReminder: boolean('sms_reminder').notNull().default(false),
    smsOptOutAt: timestamp('sms_opt_out_at', { withTimezone: true }),
    smsOptOutVia: text('sms_opt_out_via', { enum: ['stop', 'link'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_location_time_idx').on(t.locationId, t.startsAt),
    index('reservations_ids_provisional_idx')
      .on(t.id)
      .where(sql`ids_provisional`),
    index('reservations_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('reservations_email_hash_idx').on(t.emailHash),
    index('reservations_partner_email_hash_idx').on(t.partnerEmailHash),
    index('reservations_phone_hash_idx').on(t.phoneHash),
    index('reservations_last_name_hash_idx').on(t.lastNameHash),
    index('reservations_name_terms_idx').using('gin', t.nameTerms),
    index('reservations_partner_name_terms_idx').using('gin', t.partnerNameTerms),
    index('reservations_live_hold_client_idx')
      .on(t.clientHash)
      .where(sql`status = 'pending'`),
    // The burst check counts a location's recent holds (server/holds/burst.ts).
    index('reservations_location_created_idx').on(t.locationId, t.createdAt),
    // Insights read a period at every location (migration 0031, docs/staff-desk.md "Insights"):
    // the migration adds INCLUDE columns to these three (drizzle-kit cannot write them) and a
    // generated column discount_cents (subtotal - total of the snapshot) that only SQL reads.
    index('reservations_starts_at_idx').on(t.startsAt),
    index('reservations_created_at_idx').on(t.createdAt),
    index('reservations_confirmed_at_idx')
      .on(t.confirmedAt)
      .where(sql`confirmed_at is not null`),
    uniqueIndex('reservations_partner_of_active_idx')
      .on(t.partnerOfReservationId)
      .where(sql`status in ('pending', 'confirmed')`),
    // One live hold per booker and start time (a repeated or doubled create cannot take two rooms).
    uniqueIndex('reservations_live_hold_email_start_idx')
      .on(t.emailHash, t.startsAt)
      .where(sql`status = 'pending'`),
    check('reservations_time_order_chk', sql`${t.endsAt} > ${t.startsAt}`),
    // A pending row without an expiry would hold its slot for ever.
    check(
      'reservations_pending_hold_chk',
      sql`${t.status} <> 'pending' or ${t.holdExpiresAt} is not null`,
    ),
    check(
      'reservations_status_chk',
      sql`${t.status} in ('pending', 'confirmed', 'expired', 'cancelled')`,
    ),
  ],
);
export type Reservation = typeof reservations.$inferSelect;

/** Provider webhook events already handled: makes webhook handling idempotent. */
export const processedEvents = pgTable('processed_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages the job worker delivered or is delivering (migration 0015, jobs/deliver-once.ts):
 * one row per job, claimed before the send and marked sent after it, so a job that runs again
 * does not send again.
 */
export const sentMessages = pgTable(
  'sent_messages',
  {
    jobId: uuid('job_id').primaryKey(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sent_messages_claimed_idx').on(t.claimedAt)],
);

/**
 * Proof-of-work solutions already used for a hold (server/holds/challenge.ts): each solved
 * challenge lets one hold through. Rows outlive the challenge's expiry only briefly.
 */
export const spentChallenges = pgTable('spent_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window request counters per client and bucket (rate limits shared by all instances). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Content documents the site leaves out (they fail its model), reported to staff once per
 * document version: the primary key is the document's _id + _rev.
 */
export const contentProblemsReported = pgTable(
  'content_problems_reported',
  {
    documentId: text('document_id').notNull(),
    rev: text('rev').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_problems_reported_doc_rev_idx').on(t.documentId, t.rev)],
);

/**
 * Idempotency-Key of a Reserve attempt -> the reservation it created (POST
 * /api/reservation/create): a repeat within 24 h answers the same reservation. Written in the
 * transaction that inserts the hold, so a key never names a hold that does not exist.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    reservationId: uuid('reservation_id').notNull(),
    /** Blind index of the booker's email: a key is answered only for the booker who sent it. */
    emailHash: text('email_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const REFUND_STATUSES = ['requested', 'succeeded'] as const;

/**
 * A refund the booking owes after a cancellation through the manage link (migration 0009):
 * written with the cancellation in one transaction, carried out by a job (server/jobs) that
 * asks the provider with an idempotency key and records the provider's refund id. One per
 * reservation: a cancellation happens once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    provider: text('provider').notNull(),
    /** CHF cents given back, and kept under the late-cancellation rule. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    keptCents: bigint('kept_cents', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_reservation_idx').on(t.reservationId),
    index('refunds_created_idx').on(t.createdAt),
  ],
);
export type RefundRecord = typeof refunds.$inferSelect;

/**
 * The staff audit trail (server/staff/audit.ts, migration 0016): append-only; a trigger refuses
 * UPDATE and DELETE except inside the retention job. No personal data: ids, action names and
 * what staff typed as a reason.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's account id; null for a refused sign-in by an unknown account. */
    staffId: text('staff_id'),
    action: text('action').notNull(),
    reservationId: uuid('reservation_id'),
    locationId: text('location_id'),
    /** Keyed digest of the client (server/holds/client.ts). */
    clientHash: text('client_hash'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_reservation_idx').on(t.reservationId),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
  ],
);
export type StaffAuditRow = typeof staffAudit.$inferSelect;

/** Internal notes on a booking (staff desk): sealed like personal data, they may mention health. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull(),
    staffId: text('staff_id').notNull(),
    body: sealedJsonb<{ text: string }>('body', 'staff_notes.body', { text: '' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_notes_reservation_idx').on(t.reservationId, t.createdAt)],
);

/** A payment taken at the clinic and recorded at the desk (it lowers the balance due). */
export const clinicPayments = pgTable(
  'clinic_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull(),
    staffId: text('staff_id').notNull(),
    method: text('method', { enum: CLINIC_PAYMENT_METHODS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the money came in (migration 0029): at once for cash and the card terminal; for an
     * invoice, when the desk marks it paid. Null: an open invoice, still due
     * (docs/staff-desk.md, "Payments").
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('clinic_payments_reservation_idx').on(t.reservationId),
    index('clinic_payments_settled_idx').on(t.settledAt),
    check('clinic_payments_amount_chk', sql`${t.amountCents} > 0`),
  ],
);

export type ClinicPayment = typeof clinicPayments.$inferSelect;

export const ONLINE_PAYMENT_PURPOSES = ['balance', 'refunded'] as const;

/**
 * Online payments after the first one (migration 0020, docs/payments.md): `balance`, the rest paid
 * online before the appointment; `refunded`, a payment given back because it should not have
 * been taken (a second intent paid by mistake, a late payment that lost its slot). The first
 * payment stays on the reservation row (paymentIntentId, paidCents at confirmation). One row
 * per provider intent, so settling an intent again finds it.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id').notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique('online_payments_intent_key'),
    purpose: text('purpose', { enum: ONLINE_PAYMENT_PURPOSES }).notNull(),
    provider: text('provider').notNull(),
    /** card, twint, … as the provider reports it; null when it did not say. */
    method: text('method'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('online_payments_reservation_idx').on(t.reservationId, t.createdAt),
    index('online_payments_created_idx').on(t.createdAt),
    check(
      'online_payments_amount_chk',
      sql`${t.amountCents} > 0 AND ${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check('online_payments_purpose_chk', sql`${t.purpose} in ('balance', 'refunded')`),
  ],
);
export type OnlinePayment = typeof onlinePayments.$inferSelect;

export const WAITLIST_ENTRY_STATES = ['pending', 'active', 'booked', 'left', 'ended'] as const;
export const WAITLIST_OFFER_STATES = ['open', 'taken', 'expired', 'withdrawn'] as const;
export type WaitlistContact = { email: string };

/**
 * Waitlist entries (migration 0021, docs/waitlist.md): what a visitor waits for, in joining
 * order (created_at). The email is sealed like a reservation's personal data, with a blind
 * index for the per-email cap; an earlier-slot entry names the booking it would move.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['new-booking', 'earlier-slot'] })
      .notNull()
      .default('new-booking'),
    state: text('state', { enum: WAITLIST_ENTRY_STATES }).notNull().default('pending'),
    /** Sanity _ids, like a reservation's: slugs may change while the entry waits. */
    checkupId: text('checkup_id').notNull(),
    serviceIds: text('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null: any location that offers the check-up and every add-on. */
    locationId: text('location_id'),
    /** Zurich dates, both included. */
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday); empty = every day. */
    weekdays: integer('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    timeOfDay: text('time_of_day', { enum: ['morning', 'afternoon'] }),
    contact: sealedJsonb<WaitlistContact>('contact', 'waitlist_entries.contact', {
      email: '',
    }).notNull(),
    emailHash: text('email_hash'),
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    locale: text('locale').notNull(),
    reservationId: uuid('reservation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_waiting_idx').on(t.state, t.locationId, t.createdAt),
    index('waitlist_entries_email_hash_idx').on(t.emailHash),
    index('waitlist_entries_ended_idx').on(t.endedAt),
    uniqueIndex('waitlist_entries_booking_live_idx')
      .on(t.reservationId)
      .where(sql`state in ('pending', 'active')`),
  ],
);
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/**
 * A slot held for one entry (migration 0021): the hold is an ordinary pending reservation, so
 * the exclusion constraint keeps a slot from being held for two people; an entry has one open
 * offer at a time and is offered a slot once (unique indexes).
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id').notNull(),
    locationId: text('location_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    holdReservationId: uuid('hold_reservation_id').notNull(),
    state: text('state', { enum: WAITLIST_OFFER_STATES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The booking that took the slot (new-booking: the summary's reservation). */
    bookingReservationId: uuid('booking_reservation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_entry_open_idx')
      .on(t.entryId)
      .where(sql`state = 'open'`),
    uniqueIndex('waitlist_offers_entry_slot_idx').on(t.entryId, t.locationId, t.startsAt),
    uniqueIndex('waitlist_offers_hold_idx').on(t.holdReservationId),
    index('waitlist_offers_location_idx').on(t.locationId, t.startsAt),
    index('waitlist_offers_created_idx').on(t.createdAt),
  ],
);
export type WaitlistOffer = typeof waitlistOffers.$inferSelect;

/** Staff sign-in (better-auth's tables, migration 0019): server/db/staff-auth-schema.ts. */
export {
  staffUser,
  staffSession,
  staffAccount,
  staffVerification,
  staffTwoFactor,
  staffPasskey,
  staffUsedCode,
} from './staff-auth-schema';

/**
 * Desk blocks (migration 0025, docs/staff-desk.md "Blocks"): a room, several rooms or a whole
 * location (`roomKeys` null) out of service for a period. Busy time like a booking.
 */
export const DESK_BLOCK_KINDS = ['service', 'breakdown', 'absence'] as const;
export const deskBlocks = pgTable(
  'desk_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: text('location_id').notNull(),
    roomKeys: text('room_keys').array(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: DESK_BLOCK_KINDS }).notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('desk_blocks_location_idx').on(t.locationId, t.startsAt, t.endsAt)],
);
export type DeskBlock = typeof deskBlocks.$inferSelect;

/** What the desk did about a booking a block hits (migration 0025). */
export const DESK_BLOCK_OUTCOMES = ['moved', 'invited', 'cancelled'] as const;
export const deskBlockRebookings = pgTable(
  'desk_block_rebookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    outcome: text('outcome', { enum: DESK_BLOCK_OUTCOMES }).notNull(),
    /** The booking's start when the link was sent: a booking changed since then refuses it. */
    bookingStartsAt: timestamp('booking_starts_at', { withTimezone: true }).notNull(),
    chosenStart: timestamp('chosen_start', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('desk_block_rebookings_booking_uniq').on(t.blockId, t.reservationId),
    index('desk_block_rebookings_reservation_idx').on(t.reservationId),
  ],
);
export type DeskBlockRebooking = typeof deskBlockRebookings.$inferSelect;

// Outgoing webhooks (migration 0027, docs/webhooks.md).

/** A secret as stored: sealed (server/privacy/codec.ts), so a database copy cannot sign. */
export type WebhookSecret = { secret: string };

/**
 * An admin's subscription: where to send which events, whether personal fields go with them,
 * the signing secret (and during a rotation the previous one, until `previousSecretUntil`).
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  includePersonal: boolean('include_personal').notNull().default(false),
  secret: sealedJsonb<WebhookSecret>('secret', 'webhook_subscriptions.secret', {
    secret: '',
  }).notNull(),
  previousSecret: sealedJsonb<WebhookSecret>(
    'previous_secret',
    'webhook_subscriptions.previous_secret',
    { secret: '' },
  ),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  /** `admin` (switched off in the desk) or `failing` (a delivery gave up after 3 days). */
  disabledReason: text('disabled_reason'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WebhookSubscription = typeof webhookSubscriptions.$inferSelect;

/**
 * One event as it happened; `id` is the `webhook-id` every delivery and replay of it carries.
 * The payload is sealed (it may carry the booker's name and contact) and emptied after the
 * retention period (server/webhooks/retention.ts).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The booking (or waitlist offer) the event is about: deliveries keep its order. */
    subject: text('subject'),
    payload: sealedJsonb<Record<string, unknown>>('payload', 'webhook_events.payload', {}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);
export type WebhookEvent = typeof webhookEvents.$inferSelect;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/** One event for one subscription (a replay is another delivery of the same event). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    subscriptionId: uuid('subscription_id').notNull(),
    orderKey: text('order_key').notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    replay: boolean('replay').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_queue_idx')
      .on(t.subscriptionId, t.orderKey, t.seq)
      .where(sql`state = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.subscriptionId, t.createdAt),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/** Each try: when, the answer's status (null: no answer), how long it took. Never the body. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid('delivery_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;

/**
 * One booking's MRI safety questionnaire (docs/screening.md "Stored answers"): the frozen copy of
 * the questions it was asked (content, plain), the answers and the signed consent sealed like
 * personal data (health data), the outcome of the answers so far and the desk's decision.
 * Deleted with the person when the reservation is anonymised (docs/privacy.md).
 */
export const screeningResponses = pgTable('screening_responses', {
  reservationId: uuid('reservation_id').primaryKey(),
  questionnaireId: text('questionnaire_id').notNull(),
  questionnaireRev: text('questionnaire_rev').notNull(),
  questions: jsonb('questions').$type<FrozenQuestion[]>().notNull(),
  answers: sealedJsonb<ScreeningAnswers>('answers', 'screening_responses.answers', {}).notNull(),
  consent: sealedJsonb<ScreeningConsentRecord | null>(
    'consent',
    'screening_responses.consent',
    null,
  ),
  /** Worst outcome of the answers so far: clear, review or stop. */
  outcome: text('outcome', { enum: ['clear', 'review', 'stop'] })
    .notNull()
    .default('clear'),
  answeredCount: integer('answered_count').notNull().default(0),
  questionCount: integer('question_count').notNull().default(0),
  /** Signed: every question answered and the consent given (the response is frozen). */
  signedAt: timestamp('signed_at', { withTimezone: true }),
  /** The clinical review's decision (docs/screening.md "State"). */
  decision: text('decision', { enum: ['cleared', 'cannotScan'] }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
  /** The last request for documents: the note emailed to the patient (health data). */
  documentsNote: sealedJsonb<string | null>(
    'documents_note',
    'screening_responses.documents_note',
    null,
  ),
  documentsRequestedAt: timestamp('documents_requested_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ScreeningResponseRow = typeof screeningResponses.$inferSelect;

/**
 * The booking funnel's step views per Zurich day (migration 0031, docs/staff-desk.md
 * "Insights"): counts only, no person, client or cookie.
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day').notNull(),
    step: text('step').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'funnel_daily_pk', columns: [t.day, t.step] })],
);

/**
 * Every SMS sent (migration 0032, docs/sms.md): one row per job, written when the provider took
 * it. No phone number and no text. Insights count these (SMS per period, and no-shows of
 * bookings with and without an SMS reminder: `exists (select 1 from sms_messages s where
 * s.reservation_id = r.id and s.kind = 'reminder')`).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    jobId: uuid('job_id').primaryKey(),
    reservationId: uuid('reservation_id').notNull(),
    kind: text('kind', { enum: ['reminder'] })
      .notNull()
      .default('reminder'),
    /** The reservation's reschedule count the reminder was for. */
    revision: integer('revision').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    segments: integer('segments').notNull(),
    encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_reservation_idx').on(t.reservationId),
    index('sms_messages_sent_idx').on(t.sentAt),
  ],
);
export type SmsMessageRow = typeof smsMessages.$inferSelect;

/**
 * The SMS's short links (server/sms/short-link.ts): the SHA-256 digest of each code, never the
 * code, and the reservation it opens until it expires with the manage token.
 */
export const smsLinks = pgTable(
  'sms_links',
  {
    codeHash: text('code_hash').primaryKey(),
    reservationId: uuid('reservation_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_links_expires_idx').on(t.expiresAt)],
);
