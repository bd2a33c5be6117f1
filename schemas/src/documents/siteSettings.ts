import { defineField, defineType } from 'sanity';
import { amountField } from '../lib/fields';
import { chf, subtitle } from '../lib/preview';
import { bookingPolicyFields } from '../lib/policyFields';
import { receiptIssuerFields } from '../lib/issuerFields';
import { GTM_ID_PATTERN, legalUrlProblem } from '../lib/rules';
import { LANGUAGES } from '../lib/localized';
import {
  AUDIT_DEFAULTS,
  BALANCE_DEFAULTS,
  BOOKING_DEFAULTS,
  HOLD_DEFAULTS,
  PERSON_DEFAULTS,
  REMINDER_DEFAULTS,
  SMS_DEFAULTS,
  RETENTION_DEFAULTS,
  SCREENING_DEFAULTS,
} from '../defaults';
import { PREVIEW_WORDS, say } from '../i18n/messages';

/** The one settings document; Studio shows it as a singleton with this id. */

/** Legal pages the site links (consent label, footer): one https URL per language each. */
export const LEGAL_LINKS = [
  { name: 'termsUrl', title: 'Terms and conditions URL' },
  { name: 'privacyUrl', title: 'Privacy policy URL' },
  { name: 'imprintUrl', title: 'Imprint URL' },
] as const;

const legalUrlFields = LEGAL_LINKS.flatMap(({ name, title }) =>
  LANGUAGES.map((language) =>
    defineField({
      name: `${name}_${language}`,
      title: `${title} (${language.toUpperCase()})`,
      type: 'url',
      description: 'Opened in a new tab from the booking form and the footer.',
      // Required: publishing Settings without a link would leave the consent unlinked.
      validation: (rule) => rule.required().custom(legalUrlProblem),
    }),
  ),
);

export const SITE_SETTINGS_ID = 'siteSettings';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Settings',
  type: 'document',
  fieldsets: [
    { name: 'policy', title: 'Reschedule and cancellation' },
    { name: 'reminders', title: 'Reminders' },
    { name: 'clinic', title: 'Clinic (sender and contact in emails and the site footer)' },
    { name: 'holds', title: 'Holds (protection against hoarding)' },
    { name: 'issuer', title: 'Receipts (issuer, as insurers and tax offices need it)' },
    { name: 'screening', title: 'MRI safety questionnaire' },
  ],

  fields: [
    amountField('depositAmount', 'Deposit (CHF)', {
      description: 'Paid up front when the visitor chooses the deposit instead of the full amount.',
      initialValue: BOOKING_DEFAULTS.depositAmount,
    }),
    defineField({
      name: 'holdMinutes',
      title: 'Hold time once payment started (minutes)',
      type: 'number',
      description:
        'How long an unpaid reservation keeps its slot once the visitor opens the payment form (extended once, then).',
      initialValue: BOOKING_DEFAULTS.holdMinutes,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(24 * 60),
    }),
    defineField({
      name: 'initialHoldMinutes',
      title: 'Hold time before payment (minutes)',
      type: 'number',
      description:
        'How long a new reservation keeps its slot until the visitor opens the payment form. Short, so that abandoned holds free their slot soon.',
      fieldset: 'holds',
      initialValue: HOLD_DEFAULTS.initialHoldMinutes,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(24 * 60),
    }),
    defineField({
      name: 'waitlistHoldMinutes',
      title: 'Waitlist offer hold time (minutes)',
      type: 'number',
      description:
        'When a slot frees up, it is held this long for the first matching person on the waitlist; if they do not book it in time, the next matching person gets it.',
      fieldset: 'holds',
      initialValue: HOLD_DEFAULTS.waitlistHoldMinutes,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(5)
          .max(24 * 60),
    }),
    defineField({
      name: 'maxLiveHoldsPerEmail',
      title: 'Live holds per email',
      type: 'number',
      description: 'How many unpaid holds one booker email may have at once.',
      fieldset: 'holds',
      initialValue: HOLD_DEFAULTS.maxLiveHoldsPerEmail,
      validation: (rule) => rule.required().integer().min(1).max(20),
    }),
    defineField({
      name: 'maxLiveHoldsPerClient',
      title: 'Live holds per visitor (network address)',
      type: 'number',
      description:
        'How many unpaid holds one visitor (network address) may have at once. Keep a few: offices and families share an address.',
      fieldset: 'holds',
      initialValue: HOLD_DEFAULTS.maxLiveHoldsPerClient,
      validation: (rule) => rule.required().integer().min(1).max(100),
    }),
    defineField({
      name: 'holdBurstMinimum',
      title: 'Holds per 10 minutes at a location without a check',
      type: 'number',
      description:
        'Up to this many new holds at one location in 10 minutes, nobody is asked to pass the automatic proof-of-work check.',
      fieldset: 'holds',
      initialValue: HOLD_DEFAULTS.holdBurstMinimum,
      validation: (rule) => rule.required().integer().min(1).max(1000),
    }),
    defineField({
      name: 'holdBurstFactor',
      title: 'Burst factor',
      type: 'number',
      description:
        "Above this many times a location's normal rate of holds (last 7 days), further holds there need the proof-of-work check, and staff get one summary.",
      fieldset: 'holds',
      initialValue: HOLD_DEFAULTS.holdBurstFactor,
      validation: (rule) => rule.required().integer().min(2).max(100),
    }),
    ...bookingPolicyFields({ required: true, fieldset: 'policy' }),
    defineField({
      name: 'freeCancellationAfterBookingMinutes',
      title: 'Free cancellation after booking (minutes)',
      type: 'number',
      description:
        'Whatever the appointment time, a booking can be cancelled free of charge for this many minutes after it was made. Visitors who book a slot inside the free-cancellation period are told so before paying.',
      fieldset: 'policy',
      initialValue: BOOKING_DEFAULTS.freeCancellationAfterBookingMinutes,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(0)
          .max(7 * 24 * 60),
    }),
    defineField({
      name: 'reminderHoursBefore',
      title: 'Reminder (hours before)',
      type: 'number',
      description:
        'The reminder email with preparation notes goes out this many hours before the appointment.',
      fieldset: 'reminders',
      initialValue: REMINDER_DEFAULTS.reminderHoursBefore,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(24 * 14),
    }),
    defineField({
      name: 'secondReminderHoursBefore',
      title: 'Second reminder (hours before)',
      type: 'number',
      description: 'Optional, e.g. 2. Empty = no second reminder.',
      fieldset: 'reminders',
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(24 * 14),
    }),
    defineField({
      name: 'smsReminderHoursBefore',
      title: 'SMS reminder (hours before)',
      type: 'number',
      description:
        'Bookings whose patient asked for an SMS reminder get one this many hours before the appointment (texts: Email texts, SMS reminder).',
      fieldset: 'reminders',
      initialValue: SMS_DEFAULTS.smsReminderHoursBefore,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(24 * 14),
    }),
    defineField({
      name: 'balanceReminderDays',
      title: 'Balance reminder (days before)',
      type: 'number',
      description:
        'Bookings with a balance due get an email with a link to pay it online this many days before the appointment. 0 = no such email.',
      fieldset: 'reminders',
      initialValue: BALANCE_DEFAULTS.balanceReminderDays,
      validation: (rule) => rule.integer().min(0).max(60),
    }),
    defineField({
      name: 'screeningReminderDaysBefore',
      title: 'Questionnaire reminder (days before)',
      type: 'number',
      description:
        'Patients who have not answered the MRI safety questionnaire are reminded this many days before the appointment.',
      fieldset: 'screening',
      initialValue: SCREENING_DEFAULTS.screeningReminderDaysBefore,
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: 'screeningDueHoursBefore',
      title: 'Questionnaire due (hours before)',
      type: 'number',
      description:
        'The questionnaire should be answered this many hours before the appointment, so that the desk can review the answers; after that the desk follows up.',
      fieldset: 'screening',
      initialValue: SCREENING_DEFAULTS.screeningDueHoursBefore,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(24 * 14),
    }),
    defineField({
      name: 'scannerTableWeightLimitKg',
      title: "Scanner table's weight limit (kg)",
      type: 'number',
      description:
        "The highest patient weight the scanners' tables carry (the lowest of all locations). A weight above it stops the examination.",
      fieldset: 'screening',
      initialValue: SCREENING_DEFAULTS.scannerTableWeightLimitKg,
      validation: (rule) => rule.required().integer().min(50).max(400),
    }),
    defineField({
      name: 'clinicName',
      title: 'Clinic name',
      type: 'string',
      description: 'Sender name and signature of every email.',
      fieldset: 'clinic',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'clinicEmail',
      title: 'Clinic email',
      type: 'string',
      description: 'Shown as the contact in every email.',
      fieldset: 'clinic',
      validation: (rule) =>
        rule.required().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { name: 'email address' }),
    }),
    defineField({
      name: 'clinicPhone',
      title: 'Clinic phone',
      type: 'string',
      description:
        'Shown as the contact in every email and the site footer, e.g. +41 44 000 00 00.',
      fieldset: 'clinic',
    }),
    ...receiptIssuerFields({ override: false, fieldset: 'issuer' }),
    ...legalUrlFields,
    defineField({
      name: 'minimumAge',
      title: 'Minimum age (years)',
      type: 'number',
      description: 'The booker and the partner must be at least this old on the booking day.',
      initialValue: PERSON_DEFAULTS.minimumAge,
      validation: (rule) => rule.required().integer().min(0).max(120),
    }),
    defineField({
      name: 'holdRetentionDays',
      title: 'Keep personal data of unpaid holds (days)',
      type: 'number',
      description:
        'After a hold expired or was cancelled without payment, the person (name, email, phone, address, birth date) is erased after this many days. The row, amounts and times stay.',
      initialValue: RETENTION_DEFAULTS.holdRetentionDays,
      validation: (rule) => rule.required().integer().min(1).max(365),
    }),
    defineField({
      name: 'bookingRetentionDays',
      title: 'Keep personal data of bookings after the appointment (days)',
      type: 'number',
      description:
        'After the appointment, the person is erased from the booking after this many days (amounts and times stay for accounting). Set by the clinic, e.g. 730 = 2 years.',
      initialValue: RETENTION_DEFAULTS.bookingRetentionDays,
      validation: (rule) => rule.required().integer().min(1).max(3650),
    }),
    defineField({
      name: 'idleWebhookEnabled',
      title: 'Idle dialog sends contact to the automation webhook',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'staffChannelEnabled',
      title: 'Notify staff channel',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'gtmId',
      title: 'Google Tag Manager id',
      type: 'string',
      description: 'e.g. GTM-AB12CD3. Empty = no tag manager.',
      validation: (rule) =>
        rule.regex(GTM_ID_PATTERN, { name: 'GTM id (GTM- followed by A-Z and 0-9)' }),
    }),
    defineField({
      name: 'consentDays',
      title: 'Cookie consent kept for (days)',
      type: 'number',
      description:
        'With a tag manager, visitors are asked first; their choice is kept this long, then asked again.',
      initialValue: BOOKING_DEFAULTS.consentDays,
      validation: (rule) => rule.required().integer().min(1).max(395),
    }),
    defineField({
      name: 'auditRetentionDays',
      title: 'Keep the staff audit log for (days)',
      type: 'number',
      description:
        'Entries of the staff desk audit log (sign-ins, views of personal data, changes, exports) are deleted after this many days, e.g. 730 = 2 years.',
      initialValue: AUDIT_DEFAULTS.auditRetentionDays,
      validation: (rule) => rule.required().integer().min(30).max(3650),
    }),
  ],
  preview: {
    select: { depositAmount: 'depositAmount', holdMinutes: 'holdMinutes' },
    prepare(doc: Record<string, unknown>) {
      return {
        title: 'Settings',
        subtitle: subtitle(
          chf(doc.depositAmount) && say(PREVIEW_WORDS.deposit(chf(doc.depositAmount)!)),
          typeof doc.holdMinutes === 'number' && say(PREVIEW_WORDS.hold(doc.holdMinutes)),
        ),
      };
    },
  },
});
