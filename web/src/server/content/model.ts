/**
 * The content model as the web app uses it: what the GROQ queries in ./queries.ts return,
 * checked with zod. Field names follow SPEC point 3 (title_en / title_de, ...), so one name
 * means the same thing in Sanity, in the seed dataset and in the code.
 *
 * Money in content is in whole francs (CHF), as clinic staff type it in Studio.
 */
import { z } from 'zod';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const slug = z.string().regex(/^[a-z0-9_]+$/);
/** Germany German beside a `_de` text (docs/manage-booking.md): optional, null/absent = the Swiss German one. */
const germanyGerman = z.string().nullish();
const money = z.number().min(0);
const time = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/); // "08:00" .. "24:00"

export const tagSchema = z.object({
  notionId: z.string(),
  color: z.enum(['info', 'brand', 'default']),
  title_en: z.string().min(1),
  title_de: z.string().min(1),
  title_de_DE: germanyGerman,
});
export type Tag = z.infer<typeof tagSchema>;

/** The Sanity document _id: what reservations refer to (slugs change, ids do not). */
const documentId = z.string().min(1);
/** The document revision, for reporting a broken version once (optional: fixtures omit it). */
const rev = z.string().nullish();

export const checkupPackageSchema = z.object({
  id: documentId,
  rev,
  slug,
  notionId: z.string(),
  title_en: z.string().min(1),
  title_de: z.string().min(1),
  title_de_DE: germanyGerman,
  title_two_persons_en: z.string().min(1),
  title_two_persons_de: z.string().min(1),
  title_two_persons_de_DE: germanyGerman,
  description_en: z.string(),
  description_de: z.string(),
  description_de_DE: germanyGerman,
  durationMinutes: z.number().int().positive(),
  price: money,
  priceTwoPerson: money,
  currency: z.literal('CHF'),
  /** Service slugs that are part of the package (shown as "included"). */
  includedServices: z.array(slug),
  /** Service slugs that may be added to the package. */
  availableAdditionalServices: z.array(slug),
  reservationType: z.string(),
  /** Preparation notes for the reminder email ("" when Studio has none). */
  preparation_en: z.string().optional(),
  preparation_de: z.string().optional(),
  preparation_de_DE: germanyGerman,
  /** Booking policy overrides (null or absent = the Settings value; shared/booking-policy.ts). */
  rescheduleUntilHours: z.number().int().min(0).nullish(),
  maxReschedules: z.number().int().min(0).nullish(),
  freeCancellationUntilHours: z.number().int().min(0).nullish(),
});
export type CheckupPackage = z.infer<typeof checkupPackageSchema>;

export const serviceSchema = z.object({
  id: documentId,
  rev,
  slug,
  notionId: z.string(),
  /** null when the service cannot be booked (yet). */
  durationMinutes: z.number().int().min(0).nullable(),
  price: money.nullable(),
  currency: z.literal('CHF'),
  cannotBeBooked: z.boolean(),
  /** Service slugs this one cannot be booked together with. */
  cannotBeBookedTogether: z.array(slug),
  icon: z.string().nullable(),
  highlighted: z.boolean(),
  tags: z.array(tagSchema),
  title_en: z.string().min(1),
  title_de: z.string().min(1),
  title_de_DE: germanyGerman,
  description_en: z.string(),
  description_de: z.string(),
  description_de_DE: germanyGerman,
  modal_text_en: z.string().nullable(),
  modal_text_de: z.string().nullable(),
  modal_text_de_DE: germanyGerman,
  modal_info_text_en: z.string().nullable(),
  modal_info_text_de: z.string().nullable(),
  modal_info_text_de_DE: germanyGerman,
});
export type Service = z.infer<typeof serviceSchema>;

export const openingIntervalSchema = z
  .object({
    /** ISO weekday: 1 = Monday ... 7 = Sunday. */
    weekday: z.number().int().min(1).max(7),
    from: time,
    to: time,
  })
  .refine((i) => i.from < i.to, 'from must be before to');
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

export const roomSchema = z.object({
  /** Stable: reservations and the no-overlap rule key on it; read-only in Studio once published. */
  key: z.string().min(1),
  /** What staff call the room; may change at any time. */
  label: z.string().min(1),
});
export type Room = z.infer<typeof roomSchema>;

export const locationSchema = z
  .object({
    id: documentId,
    rev,
    slug,
    notionId: z.string(),
    isComingSoon: z.boolean(),
    country: z.enum(['ch', 'de']),
    title_en: z.string().min(1),
    title_de: z.string().min(1),
    title_de_DE: germanyGerman,
    address_en: z.string().min(1),
    address_de: z.string().min(1),
    address_de_DE: germanyGerman,
    center: z.object({ lat: z.number(), lng: z.number() }),
    /** Francs off the total for bookings at this location; null for none. */
    discountAmount: money.nullable(),
    /** Service slugs this location cannot perform. */
    unsupportedServices: z.array(slug),
    /** Bookable rooms: one person per room at a time. */
    rooms: z.array(roomSchema).min(1),
    openingHours: z.array(openingIntervalSchema),
    /** Dates (yyyy-MM-dd, Europe/Zurich) on which the location is closed. */
    closures: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    slotStepMinutes: z.number().int().positive(),
    minimumNoticeHours: z.number().min(0),
    bookingHorizonDays: z.number().int().positive(),
  })
  .refine(
    (l) => new Set(l.rooms.map((r) => r.key)).size === l.rooms.length,
    'room keys must be unique',
  )
  // The rooms' stable keys, what availability counts (one fact: derived from rooms).
  .transform((l) => ({ ...l, roomId: l.rooms.map((r) => r.key) }));
export type Location = z.output<typeof locationSchema>;

export const errorMessageSchema = z.object({
  errorId: z.string().min(1),
  messageToUser_en: z.string().nullable(),
  messageToUser_de: z.string().nullable(),
  messageToUser_de_DE: germanyGerman,
  /** Logged only, never shown to a visitor. */
  internalOnly: z.boolean(),
});
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

export const pageMetaSchema = z.object({
  /** A route path without its slash and locale: check-up, summary, 404, ... */
  page: z.string().min(1),
  metaDescription_en: z.string().nullable(),
  metaDescription_de: z.string().nullable(),
  // Kept, or the parse drops it and /de-de pages describe themselves in Swiss German (docs/manage-booking.md).
  metaDescription_de_DE: germanyGerman,
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const discountCodeSchema = z.object({
  /** Matched case-insensitively; stored as typed. */
  code: z.string().min(1),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (0-100) or francs, by kind. */
  value: z.number().min(0),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Package slugs the code applies to; empty means all packages. */
  packages: z.array(slug),
  /** Counted from confirmed reservations; null for unlimited. */
  maxRedemptions: z.number().int().positive().nullable(),
  active: z.boolean(),
  label_en: z.string().min(1),
  label_de: z.string().min(1),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** An absolute https link; anything else is dropped (null) rather than breaking Settings. */
const legalUrl = z
  .string()
  .nullish()
  .transform((url): string | null => (url && /^https:\/\/[^\s]+$/.test(url) ? url : null));

export const siteSettingsSchema = z.object({
  /** Francs paid up front when the booker chooses the deposit. */
  depositAmount: money,
  /** How long a pending reservation holds its slot once its payment started (extended once). */
  holdMinutes: z.number().int().positive(),
  /** How long a new hold lasts until the payment starts (server/holds, docs/security.md). */
  initialHoldMinutes: z.number().int().positive(),
  waitlistHoldMinutes: z.number().int().positive(),
  /** Live holds at once per booker email and per client (server/holds/caps.ts). */
  maxLiveHoldsPerEmail: z.number().int().positive(),
  maxLiveHoldsPerClient: z.number().int().positive(),
  /** Burst at a location (server/holds/burst.ts): holds per 10 min above max(minimum, factor x normal). */
  holdBurstMinimum: z.number().int().positive(),
  holdBurstFactor: z.number().positive(),
  /** Booker and partner must be at least this many years old (docs/spec.md). */
  minimumAge: z.number().int().min(0).max(120),
  /** Days personal data of an expired or cancelled unpaid hold is kept (personal-data/retention.ts). */
  holdRetentionDays: z.number().int().positive(),
  /** Days personal data of a booking is kept after its appointment. */
  bookingRetentionDays: z.number().int().positive(),
  /** Booking policy (shared/booking-policy.ts): hours before the appointment and a count. */
  rescheduleUntilHours: z.number().int().min(0),
  maxReschedules: z.number().int().min(0),
  freeCancellationUntilHours: z.number().int().min(0),
  /** Minutes after booking during which a cancellation is always free (docs/decisions/0008-booking-policy-shared-and-grace.md). */
  freeCancellationAfterBookingMinutes: z.number().int().min(0),
  /** Reminder emails: hours before the appointment; the second one is optional. */
  reminderHoursBefore: z.number().int().positive(),
  secondReminderHoursBefore: z.number().int().positive().nullable(),
  /** The SMS reminder of bookings that asked for one: hours before (docs/sms.md). */
  smsReminderHoursBefore: z.number().int().positive(),
  /** Days before the appointment the "pay the balance" email goes out; 0 = off (docs/payments.md). */
  balanceReminderDays: z.number().int().min(0).max(60),
  /** Sender name, signature and contact of every email. */
  clinicName: z.string().min(1),
  clinicEmail: z.string().min(1),
  clinicPhone: z.string().nullable(),
  /** Printed on receipts (docs/payments.md); null when Settings has none. */
  clinicAddress: z.string().nullable(),
  /** Legal pages linked by the consent label and the footer; null when Settings lacks one. */
  termsUrl_en: legalUrl,
  termsUrl_de: legalUrl,
  privacyUrl_en: legalUrl,
  privacyUrl_de: legalUrl,
  imprintUrl_en: legalUrl,
  imprintUrl_de: legalUrl,
  idleWebhookEnabled: z.boolean(),
  staffChannelEnabled: z.boolean(),
  /** Google Tag Manager container id, or null for no tag manager. */
  /** Days a visitor's cookie consent is kept (with a tag manager only). */
  consentDays: z.number().int().min(1).max(395),
  /** Days the staff audit trail is kept (the daily job prunes older entries). */
  auditRetentionDays: z.number().int().min(30).max(3650),
  /** The MRI safety questionnaire (docs/screening.md "Settings"): reminder, due time, table limit. */
  screeningReminderDaysBefore: z.number().int().min(1),
  screeningDueHoursBefore: z.number().int().min(1),
  scannerTableWeightLimitKg: z.number().positive(),
  gtmId: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const redirectSchema = z.object({
  from: z.string().startsWith('/'),
  /** A path on this site or an absolute URL (one that parses: the proxy builds a URL of it). */
  to: z
    .string()
    .min(1)
    .refine((to) => !/^https?:\/\//i.test(to) || URL.canParse(to)),
  permanent: z.boolean(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export { localized } from '@/shared/localized';

/** Site texts of one namespace; entries without a key are left out. */
export const uiTextSchema = z.object({
  /** The document, and each entry's _key: where draft preview's click-to-edit leads (docs/preview.md). */
  id: z.string().optional(),
  namespace: z.string().min(1),
  entries: z.array(
    z.object({
      _key: z.string().nullish(),
      key: z.string().min(1),
      text_en: z.string().nullish(),
      text_de: z.string().nullish(),
      text_de_DE: z.string().nullish(),
    }),
  ),
});
export type UiText = z.infer<typeof uiTextSchema>;

/** The wording of one email; entries without a key are left out. */
export const emailTextSchema = z.object({
  id: z.string().optional(),
  email: z.string().min(1),
  entries: uiTextSchema.shape.entries,
});
export type EmailText = z.infer<typeof emailTextSchema>;
