/**
 * The emails the site sends, in the booker's language, all in the one layout of ./layout.ts:
 * booking confirmation (with an .ics), partner invitation, the link to complete a pending
 * payment, reminder (with preparation notes), rescheduled (same .ics UID, next SEQUENCE) and
 * cancelled (METHOD:CANCEL). Pure rendering: ./index.ts sends them.
 */
import { appointmentSpan, deadlineInstant } from './dates';
import { paymentToken } from '@/server/tokens/payment';
import { DateTime } from 'luxon';
import type { Language } from '@/server/content/model';
import { DEFAULT_SITE_SETTINGS } from '@/server/content';
import { textVariantOfBooking, type TextVariant } from '@/i18n/germanyGerman';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { buildIcs, icsContentType } from './ics';
import { BUILT_IN_EMAIL_TEXTS, fileNameText, type EmailTexts } from './emailTexts';
import {
  emailMoney,
  renderEmail,
  type AmountLine,
  type ClinicContact,
  type EmailBlock,
} from './layout';
import type { OutgoingMail } from './mailer';
import { ZONE } from '@/shared/zone';

export type BookingEmailData = {
  reservationId: string;
  reservationName: string;
  /**
   * The hold's end while the reservation is unpaid (the payment link states it, docs/payments.md
   * "The hold's end"); absent or null otherwise.
   */
  holdExpiresAt?: Date | null;
  language: Language;
  /** e.g. de-ch: links go to the booker's locale. */
  locale: string;
  email: string;
  firstName: string;
  start: Date;
  end: Date;
  checkupTitle: string;
  serviceTitles: string[];
  locationTitle: string;
  locationAddress: string;
  /** Link to the location on a map (from the snapshot). */
  mapUrl?: string;
  /** Priced lines as booked (package, add-ons) and the discounts, from the snapshot. */
  lineItems?: { label: string; cents: number }[];
  discounts?: { label: string; cents: number }[];
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  partner: { firstName: string; lastName: string; email: string } | null;
  /** Payments given back (a second payment, one that lost its slot, docs/payments.md). */
  refunds?: { cents: number; at: Date }[];
  /** Clinic name and contact from Settings (sender, signature, footer). */
  clinic?: ClinicContact;
  /** The signed manage link (server/tokens, purpose 'manage'), built by the caller. */
  manageUrl?: string;
  /** The MRI safety questionnaire's deadline (docs/screening.md), for its reminder. */
  screeningDueAt?: Date;
  /** The clinical review's note asking for documents (docs/screening.md "At the desk"). */
  screeningNote?: string;
  /** Preparation notes of the check-up (Studio), for the reminder. */
  preparation?: string;
  /** .ics revision: the reservation's reschedule count. */
  sequence?: number;
  /** The single check-up's title: what the invited partner's own appointment is. */
  partnerCheckupTitle?: string;
  /** The cancellation and reschedule terms agreed at booking (the confirmation repeats them). */
  terms?: {
    freeCancellationUntil: Date;
    depositCents: number;
    rescheduleUntil: Date | null;
    /** Moves left online: the policy's maximum less the moves made (a moved email restates it). */
    reschedulesLeft: number;
  };
  /** The wording (Studio over the built-in texts, ./emailTexts.ts); the built-in texts when absent. */
  texts?: EmailTexts;
  /**
   * When the email is made: the .ics DTSTAMP. The wall clock when absent; the preview's sample
   * sets it, so that two renders of one sample are the same email at any hour.
   */
  stamp?: Date;
};

export type RescheduleEmailData = BookingEmailData & { previousStart: Date; previousEnd: Date };
export type CancelEmailData = BookingEmailData & {
  refundCents: number;
  keptCents: number;
  /** Two-person booking whose partner's appointment stays: the partner's share, not refunded. */
  retainedCents?: number;
};

/**
 * Base of the links in emails: SITE_URL, else the local server on the port it runs on
 * (`npm run dev` and `npm start` listen on $PORT, default 3000, docs/spec.md).
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const local = `http://localhost:${env.PORT?.trim() || '3000'}`;
  return (env.SITE_URL?.trim() || local).replace(/\/$/, '');
}

const DEFAULT_CLINIC: ClinicContact = {
  name: DEFAULT_SITE_SETTINGS.clinicName,
  email: DEFAULT_SITE_SETTINGS.clinicEmail,
  phone: DEFAULT_SITE_SETTINGS.clinicPhone,
};

function clinicOf(data: BookingEmailData): ClinicContact {
  return data.clinic ?? DEFAULT_CLINIC;
}

const when = (data: BookingEmailData) => appointmentSpan(data.start, data.end, data.language);

/** The terms agreed at booking, as the summary step stated them (docs/decisions/0008-booking-policy-shared-and-grace.md). */
function termsParagraphs(data: BookingEmailData): EmailBlock[] {
  if (!data.terms) return [];
  const { say, deadline } = wording(data, 'confirmation');
  const { terms } = data;
  const free = say('termsFree', {
    until: deadline(terms.freeCancellationUntil),
    deposit: emailMoney(terms.depositCents),
  });
  const move =
    terms.rescheduleUntil && terms.reschedulesLeft > 0
      ? say('termsReschedule', {
          until: deadline(terms.rescheduleUntil),
          count: String(terms.reschedulesLeft),
        })
      : say('termsRescheduleNone');
  return [{ type: 'paragraph', text: `${free} ${move}` }];
}

/**
 * The words of one email in the data's language: `say(key)` from that email's texts,
 * `common(key)` from what all emails share; both fill the common placeholders ({{name}} the
 * recipient, {{reference}}, {{date}}, {{clinic}}) and the ones given.
 */
function wording(data: BookingEmailData, email: string, recipient = data.firstName) {
  const texts = data.texts ?? BUILT_IN_EMAIL_TEXTS;
  const base = {
    name: recipient,
    reference: data.reservationName,
    date: when(data),
    clinic: clinicOf(data).name,
  };
  // de-de reads Germany German where a text has it (docs/manage-booking.md); dates stay de-CH (SPEC 3).
  // The stored language decides the language; the locale only picks Germany German within it.
  const variant: TextVariant = textVariantOfBooking(data.language, data.locale);
  return {
    say: (key: string, values: Record<string, string> = {}) =>
      texts.text(email, key, variant, { ...base, ...values }),
    common: (key: string, values: Record<string, string> = {}) =>
      texts.text('common', key, variant, { ...base, ...values }),
    /** A deadline as the texts write its time of day (./dates.ts). */
    deadline: (at: Date) => deadlineInstant(at, data.language, texts, variant),
    /** A file's name (the `files` texts), safe for a Content-Disposition header. */
    file: (key: string) => fileNameText(texts, key, variant),
  };
}

type Row = [string, string];

function summaryRows(data: BookingEmailData): Row[] {
  const { common } = wording(data, 'common');
  return [
    [common('reference'), data.reservationName],
    [common('date'), when(data)],
    [common('location'), `${data.locationTitle}\n${data.locationAddress}`],
    [common('checkup'), data.checkupTitle],
    ...(data.serviceTitles.length
      ? [[common('addOns'), data.serviceTitles.join(', ')] as Row]
      : []),
    ...(data.partner
      ? [[common('partner'), `${data.partner.firstName} ${data.partner.lastName}`] as Row]
      : []),
  ];
}

/** Every line as booked, each discount itemised, then total, paid and what is left. */
function amountLines(data: BookingEmailData): AmountLine[] {
  const { common } = wording(data, 'common');
  return [
    ...(data.lineItems ?? []).map((l) => ({ label: l.label, cents: l.cents })),
    ...(data.discounts ?? []).map((d) => ({
      label: d.label,
      cents: d.cents,
      kind: 'discount' as const,
    })),
    { label: common('total'), cents: data.totalCents, kind: 'total' },
    { label: common('paid'), cents: data.paidCents, kind: 'paid' },
    ...(data.refunds ?? []).map((r) => ({
      label: `${common('refunded')} (${DateTime.fromJSDate(r.at).setZone(ZONE).toFormat('dd.LL.yyyy')})`,
      cents: r.cents,
      kind: 'refund' as const,
    })),
    ...(data.balanceCents > 0
      ? [{ label: common('balance'), cents: data.balanceCents, kind: 'due' as const }]
      : []),
  ];
}

function calendarEvent(data: BookingEmailData) {
  const { common } = wording(data, 'common');
  return {
    start: data.start,
    end: data.end,
    summary: `${data.checkupTitle} (${data.reservationName})`,
    // Never the manage link: it is a credential, and calendar links carry the description into
    // third-party URLs (docs/manage-booking.md). The site's plain address instead.
    description: `${common('reference')}: ${data.reservationName}\n${siteUrl()}/${data.locale}/check-up`,
    location: `${data.locationTitle}, ${data.locationAddress}`,
  };
}

function placeAndCalendarLinks(data: BookingEmailData): EmailBlock {
  const { common } = wording(data, 'common');
  const event = calendarEvent(data);
  return {
    type: 'links',
    links: [
      ...(data.mapUrl ? [{ label: common('map'), href: data.mapUrl }] : []),
      { label: common('google'), href: googleCalendarUrl(event) },
      { label: common('outlook'), href: outlookCalendarUrl(event) },
    ],
  };
}

function manageButton(data: BookingEmailData): EmailBlock[] {
  return data.manageUrl
    ? [{ type: 'button', label: wording(data, 'common').common('manage'), href: data.manageUrl }]
    : [];
}

/** One .ics per booking: the same UID for its whole life, SEQUENCE from the reschedule count. */
function icsAttachment(data: BookingEmailData, method: 'PUBLISH' | 'CANCEL' = 'PUBLISH') {
  return {
    filename: wording(data, 'files').file('calendar'),
    content: buildIcs({
      uid: `${data.reservationId}@checkup-booking`,
      sequence: data.sequence ?? 0,
      method,
      stamp: data.stamp,
      ...calendarEvent(data),
    }),
    contentType: icsContentType(method),
  };
}

function mail(
  data: BookingEmailData,
  to: string,
  subject: string,
  heading: string,
  greetingName: string,
  blocks: EmailBlock[],
): Omit<OutgoingMail, 'attachments'> {
  const clinic = clinicOf(data);
  const { common } = wording(data, 'common', greetingName);
  return {
    to,
    fromName: common('senderName'),
    subject,
    ...renderEmail({
      language: data.language,
      subject,
      heading,
      greeting: common('greeting'),
      blocks,
      signOff: common('signOff'),
      clinic,
      footer: { contact: common('footerContact'), why: common('footerWhy') },
    }),
  };
}

/**
 * The booking's MRI safety questionnaire (docs/screening.md "The patient's questionnaire"): the
 * manage link's own token on the questionnaire's page, so one signed link opens both.
 */
export function screeningLink(manageUrl: string): string {
  const url = new URL(manageUrl);
  url.pathname = url.pathname.replace(/\/booking$/, '/screening');
  return url.toString();
}

function screeningBlocks(data: BookingEmailData): EmailBlock[] {
  if (!data.manageUrl) return [];
  const { say } = wording(data, 'confirmation');
  return [
    { type: 'paragraph', text: say('screening') },
    { type: 'button', label: say('screeningButton'), href: screeningLink(data.manageUrl) },
  ];
}

export function bookingConfirmationEmail(data: BookingEmailData): OutgoingMail {
  const { say } = wording(data, 'confirmation');
  return {
    ...mail(data, data.email, say('subject'), say('heading'), data.firstName, [
      { type: 'paragraph', text: say('intro') },
      { type: 'details', rows: summaryRows(data) },
      { type: 'amounts', lines: amountLines(data) },
      ...termsParagraphs(data),
      ...screeningBlocks(data),
      ...manageButton(data),
      placeAndCalendarLinks(data),
      { type: 'paragraph', text: say('calendar') },
    ]),
    attachments: [icsAttachment(data)],
  };
}

/** The partner's link carries the reservation id only: no email in URLs. */
export function partnerLink(data: Pick<BookingEmailData, 'locale' | 'reservationId'>): string {
  const query = new URLSearchParams({ reservationIdPartner: data.reservationId, partner: 'true' });
  return `${siteUrl()}/${data.locale}/check-up?${query}`;
}

export function partnerInvitationEmail(data: BookingEmailData): OutgoingMail {
  if (!data.partner) throw new Error('partner invitation without partner');
  const { common } = wording(data, 'common', data.partner.firstName);
  // What the partner's own appointment is (docs/manage-booking.md), not the booker's payment: their
  // check-up, where, and whether anything of it is still paid at the clinic.
  return partnerMail(data, data.partner, 'partnerInvitation', (say, booker) => [
    {
      type: 'paragraph',
      text: `${say('intro', booker)} ${data.balanceCents > 0 ? say('balanceDue', booker) : say('paidInFull', booker)}`,
    },
    {
      type: 'details',
      rows: [
        [common('checkup'), data.partnerCheckupTitle ?? data.checkupTitle],
        [common('location'), `${data.locationTitle}\n${data.locationAddress}`],
      ],
    },
    { type: 'paragraph', text: say('choose') },
    { type: 'button', label: say('button'), href: partnerLink(data) },
  ]);
}

/**
 * A mail to the booker's partner, in their name and language: `email`'s subject (which may name
 * the booker), its heading, and the blocks `blocks` writes with its wording.
 */
function partnerMail(
  data: BookingEmailData,
  partner: NonNullable<BookingEmailData['partner']>,
  email: string,
  blocks: (say: ReturnType<typeof wording>['say'], booker: { booker: string }) => EmailBlock[],
): OutgoingMail {
  const { say } = wording(data, email, partner.firstName);
  const booker = { booker: data.firstName };
  return mail(
    data,
    partner.email,
    say('subject', booker),
    say('heading'),
    partner.firstName,
    blocks(say, booker),
  );
}

/**
 * The flow's payment link: the reservation id and its signed payment token (server/tokens),
 * never the email (URLs end up in access logs, browser history and analytics).
 */
export function paymentLink(
  data: Pick<BookingEmailData, 'locale' | 'reservationId' | 'email' | 'start'>,
): string {
  const token = paymentToken({
    reservationId: data.reservationId,
    email: data.email,
    start: data.start,
  });
  const query = new URLSearchParams({ reservationId: data.reservationId, token });
  return `${siteUrl()}/${data.locale}/payment?${query}`;
}

export function paymentLinkEmail(data: BookingEmailData): OutgoingMail {
  return paymentRequestEmail(data, 'paymentLink', paymentLink(data));
}

/** the link to pay the balance online (the manage page), from staff or N days before. */
export function balanceDueEmail(data: BookingEmailData): OutgoingMail {
  return paymentRequestEmail(data, 'balanceDue', data.manageUrl);
}

/** An email asking to pay: the button to `href` (when there is one), the booking, its amounts. */
function paymentRequestEmail(
  data: BookingEmailData,
  email: 'paymentLink' | 'balanceDue',
  href: string | null | undefined,
): OutgoingMail {
  const { say, deadline } = wording(data, email);
  // The payment link states the hold's deadline, never "for a limited time"; without a live
  // hold (nothing to state) its note is left out.
  const note =
    email === 'balanceDue'
      ? say('note')
      : data.holdExpiresAt
        ? say('note', { until: deadline(data.holdExpiresAt) })
        : null;
  return mail(data, data.email, say('subject'), say('heading'), data.firstName, [
    { type: 'paragraph', text: say('intro') },
    ...(href ? [{ type: 'button', label: say('button'), href } as EmailBlock] : []),
    { type: 'details', rows: summaryRows(data) },
    { type: 'amounts', lines: amountLines(data) },
    ...(note ? [{ type: 'paragraph', text: note } as EmailBlock] : []),
  ]);
}

/** the balance was paid online; the receipt goes with it (attached by the caller). */
export function balancePaidEmail(data: BookingEmailData): OutgoingMail {
  const { say } = wording(data, 'balancePaid');
  return mail(data, data.email, say('subject'), say('heading'), data.firstName, [
    { type: 'paragraph', text: say('intro') },
    { type: 'details', rows: summaryRows(data) },
    { type: 'amounts', lines: amountLines(data) },
    ...manageButton(data),
  ]);
}

export function reminderEmail(data: BookingEmailData): OutgoingMail {
  const { say } = wording(data, 'reminder');
  return mail(data, data.email, say('subject'), say('heading'), data.firstName, [
    { type: 'paragraph', text: say('intro') },
    { type: 'details', rows: summaryRows(data) },
    ...(data.preparation
      ? [{ type: 'note', title: say('preparation'), text: data.preparation } as EmailBlock]
      : []),
    ...(data.balanceCents > 0 ? [{ type: 'amounts', lines: amountLines(data) } as EmailBlock] : []),
    ...manageButton(data),
    placeAndCalendarLinks(data),
  ]);
}

/** The MRI safety questionnaire is not complete N days before (docs/screening.md "Reminder"). */
export function screeningReminderEmail(data: BookingEmailData): OutgoingMail {
  const { say, deadline } = wording(data, 'screeningReminder');
  const due = data.screeningDueAt ?? data.start;
  return mail(data, data.email, say('subject'), say('heading'), data.firstName, [
    { type: 'paragraph', text: say('intro') },
    { type: 'details', rows: summaryRows(data) },
    { type: 'paragraph', text: say('due', { due: deadline(due) }) },
    ...(data.manageUrl
      ? [
          {
            type: 'button',
            label: say('button'),
            href: screeningLink(data.manageUrl),
          } as EmailBlock,
        ]
      : []),
  ]);
}

/**
 * The clinical review asks for documents (docs/screening.md "At the desk"): the reviewer's note
 * as written, with the clinic's contact to reply to.
 */
export function screeningDocumentsEmail(data: BookingEmailData): OutgoingMail {
  const { say } = wording(data, 'screeningDocuments');
  return mail(data, data.email, say('subject'), say('heading'), data.firstName, [
    { type: 'paragraph', text: say('intro') },
    { type: 'note', title: say('noteTitle'), text: data.screeningNote ?? '' },
    { type: 'details', rows: summaryRows(data) },
    { type: 'paragraph', text: say('reply') },
  ]);
}

export function rescheduledEmail(data: RescheduleEmailData): OutgoingMail {
  const { say } = wording(data, 'rescheduled');
  const rows = summaryRows(data);
  rows.splice(2, 0, [
    say('previously'),
    appointmentSpan(data.previousStart, data.previousEnd, data.language),
  ]);
  return {
    ...mail(data, data.email, say('subject'), say('heading'), data.firstName, [
      { type: 'paragraph', text: say('intro') },
      { type: 'details', rows },
      // The deadlines count from the new date: the free cancellation moved with it.
      ...termsParagraphs(data),
      ...manageButton(data),
      placeAndCalendarLinks(data),
      { type: 'paragraph', text: say('calendar') },
    ]),
    attachments: [icsAttachment(data)],
  };
}

export function cancelledEmail(data: CancelEmailData): OutgoingMail {
  const { say, common } = wording(data, 'cancelled');
  const money: EmailBlock[] =
    data.paidCents > 0
      ? [
          {
            type: 'amounts',
            lines: [
              { label: common('paid'), cents: data.paidCents, kind: 'paid' },
              ...((data.retainedCents ?? 0) > 0
                ? [{ label: say('retained'), cents: data.retainedCents! }]
                : []),
              ...(data.keptCents > 0 ? [{ label: say('kept'), cents: data.keptCents }] : []),
              { label: say('refund'), cents: data.refundCents, kind: 'refund' },
            ],
          },
          ...(data.refundCents > 0
            ? [{ type: 'paragraph', text: say('refundNote') } as EmailBlock]
            : []),
        ]
      : [{ type: 'paragraph', text: say('nothingPaid') }];
  return {
    ...mail(data, data.email, say('subject'), say('heading'), data.firstName, [
      { type: 'paragraph', text: say('intro') },
      { type: 'details', rows: summaryRows(data) },
      ...money,
      { type: 'paragraph', text: say('calendar') },
    ]),
    attachments: [icsAttachment(data, 'CANCEL')],
  };
}

/**
 * Tells the partner of a two-person booking that the booker cancelled: their own appointment
 * stays when they have booked one, else the invitation is withdrawn (docs/manage-booking.md).
 */
export function partnerCancellationEmail(
  data: BookingEmailData,
  partnerHasBooked: boolean,
): OutgoingMail {
  if (!data.partner) throw new Error('partner notice without partner');
  return partnerMail(data, data.partner, 'partnerCancellation', (say, booker) => [
    { type: 'paragraph', text: say(partnerHasBooked ? 'stays' : 'withdrawn', booker) },
  ]);
}

/**
 * A desk block (a broken device, a service visit, an absence) hit the booking: the patient is
 * asked to choose a new time through `url`, free of notice and fee (docs/staff-desk.md "Blocks").
 */
export function chooseNewTimeEmail(data: BookingEmailData, url: string): OutgoingMail {
  const { say } = wording(data, 'chooseNewTime');
  return mail(data, data.email, say('subject'), say('heading'), data.firstName, [
    { type: 'paragraph', text: say('intro') },
    { type: 'details', rows: summaryRows(data) },
    { type: 'paragraph', text: say('free') },
    { type: 'button', label: say('button'), href: url },
  ]);
}
