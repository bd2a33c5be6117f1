/**
 * The emails the site sends, in the booker's language, all in the one layout of ./layout.ts:
 * booking confirmation (with an .ics), partner invitation, the link to complete a pending
 * payment, reminder (with preparation notes), rescheduled (same .ics UID, next SEQUENCE) and
 * cancelled (METHOD:CANCEL). Pure rendering: ./index.ts sends them.
 */
import { paymentToken } from '@/server/tokens/payment';
import { DateTime } from 'luxon';
import type { Language } from '@/server/content/model';
import { DEFAULT_SITE_SETTINGS } from '@/server/content';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { buildIcs, icsContentType } from './ics';
import { emailMoney, renderEmail, senderName, type AmountLine, type ClinicContact, type EmailBlock } from './layout';
import type { OutgoingMail } from './mailer';

export type BookingEmailData = {
  reservationId: string;
  reservationName: string;
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
  /** Clinic name and contact from Settings (sender, signature, footer). */
  clinic?: ClinicContact;
  /** The signed manage link (server/tokens, purpose 'manage'), built by the caller. */
  manageUrl?: string;
  /** Preparation notes of the check-up (Studio), for the reminder. */
  preparation?: string;
  /** .ics revision: the reservation's reschedule count. */
  sequence?: number;
};

export type RescheduleEmailData = BookingEmailData & { previousStart: Date; previousEnd: Date };
export type CancelEmailData = BookingEmailData & {
  refundCents: number;
  keptCents: number;
  /** Two-person booking whose partner's appointment stays: the partner's share, not refunded. */
  retainedCents?: number;
};

const ZONE = 'Europe/Zurich';

/**
 * Base of the links in emails: SITE_URL, else the local server on the port it runs on
 * (`npm run dev` and `npm start` listen on $PORT, default 3000; issue 14.12).
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

function span(start: Date, end: Date, language: Language): string {
  const from = DateTime.fromJSDate(start).setZone(ZONE).setLocale(language === 'de' ? 'de-CH' : 'en-GB');
  const to = DateTime.fromJSDate(end).setZone(ZONE);
  const day = from.toFormat(language === 'de' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy');
  return `${day}, ${from.toFormat('HH:mm')}–${to.toFormat('HH:mm')}`;
}

const when = (data: BookingEmailData) => span(data.start, data.end, data.language);

const TEXT = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    bye: 'Kind regards',
    reference: 'Reference',
    date: 'Date and time',
    location: 'Location',
    checkup: 'Check-up',
    addOns: 'Add-ons',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due at the clinic',
    partner: 'Partner',
    map: 'Show on map',
    google: 'Add to Google Calendar',
    outlook: 'Add to Outlook',
    manage: 'View, move or cancel your booking',
    confirmSubject: (ref: string) => `Your check-up is booked (${ref})`,
    confirmHeading: 'Your check-up is booked',
    confirmIntro: 'Thank you for your booking. Here is your appointment:',
    calendar: 'The attached calendar file adds the appointment to your calendar.',
    partnerSubject: (name: string) => `${name} has booked a check-up for you`,
    partnerHeading: 'A check-up has been booked for you',
    partnerIntro: (booker: string) => `${booker} has booked a check-up for two and included you.`,
    partnerChoose: 'Choose your own appointment here:',
    // Issue 14.1: exactly what is paid and what is due, never "already paid" after a deposit.
    partnerPaid: (paid: string) => `Both check-ups are paid in full (${paid}).`,
    partnerBalance: (booker: string, paid: string, balance: string) =>
      `${booker} has paid ${paid} so far; ${balance} for the two check-ups is still due and is paid at the clinic.`,
    partnerButton: 'Choose your appointment',
    paymentSubject: (ref: string) => `Complete the payment for your booking (${ref})`,
    paymentHeading: 'Complete your payment',
    paymentIntro: 'Your appointment is reserved but not paid yet. Complete the payment here:',
    paymentButton: 'Complete the payment',
    paymentNote: 'The reservation is held for a limited time only.',
    reminderSubject: (ref: string) => `Reminder: your check-up (${ref})`,
    reminderHeading: 'Your check-up is coming up',
    reminderIntro: 'We look forward to seeing you. Here is your appointment:',
    preparation: 'How to prepare',
    rescheduledSubject: (ref: string) => `Your appointment has been moved (${ref})`,
    rescheduledHeading: 'Your appointment has been moved',
    rescheduledIntro: 'Your check-up has a new date. Nothing else changes, and there is nothing more to pay.',
    previously: 'Previously',
    rescheduledCalendar: 'The attached calendar file updates the appointment in your calendar.',
    cancelledSubject: (ref: string) => `Your booking is cancelled (${ref})`,
    cancelledHeading: 'Your booking is cancelled',
    cancelledIntro: 'As requested, we have cancelled this appointment:',
    refund: 'Refunded to your means of payment',
    kept: 'Kept under the cancellation terms',
    retained: "Kept for your partner's appointment, which stays booked",
    refundNote: 'Refunds usually reach your account within 5 to 10 working days.',
    nothingPaid: 'Nothing had been paid, so there is nothing to refund.',
    cancelledCalendar: 'The attached calendar file removes the appointment from your calendar.',
    partnerCancelSubject: (name: string) => `${name} has cancelled their check-up`,
    partnerCancelHeading: 'A change to your check-up for two',
    partnerCancelStays: (booker: string) =>
      `${booker} has cancelled their own appointment. Your appointment stays booked and paid; nothing changes for you.`,
    partnerCancelWithdrawn: (booker: string) =>
      `${booker} has cancelled the check-up for two. The invitation to choose your own appointment no longer applies.`,
  },
  de: {
    hello: (name: string) => `Guten Tag ${name}`,
    bye: 'Freundliche Grüsse',
    reference: 'Referenz',
    date: 'Datum und Zeit',
    location: 'Standort',
    checkup: 'Check-up',
    addOns: 'Zusatzleistungen',
    total: 'Total',
    paid: 'Bezahlt',
    balance: 'Restbetrag vor Ort',
    partner: 'Partner/in',
    map: 'Auf der Karte zeigen',
    google: 'In Google Kalender eintragen',
    outlook: 'In Outlook eintragen',
    manage: 'Buchung ansehen, verschieben oder stornieren',
    confirmSubject: (ref: string) => `Ihr Check-up ist gebucht (${ref})`,
    confirmHeading: 'Ihr Check-up ist gebucht',
    confirmIntro: 'Vielen Dank für Ihre Buchung. Ihr Termin:',
    calendar: 'Mit der angehängten Kalenderdatei tragen Sie den Termin in Ihren Kalender ein.',
    partnerSubject: (name: string) => `${name} hat einen Check-up für Sie gebucht`,
    partnerHeading: 'Für Sie wurde ein Check-up gebucht',
    partnerIntro: (booker: string) => `${booker} hat einen Check-up zu zweit gebucht und Sie dabei eingeschlossen.`,
    partnerChoose: 'Wählen Sie hier Ihren eigenen Termin:',
    partnerPaid: (paid: string) => `Beide Check-ups sind vollständig bezahlt (${paid}).`,
    partnerBalance: (booker: string, paid: string, balance: string) =>
      `${booker} hat bisher ${paid} bezahlt; ${balance} für die beiden Check-ups sind noch offen und werden in der Klinik bezahlt.`,
    partnerButton: 'Termin wählen',
    paymentSubject: (ref: string) => `Schliessen Sie die Zahlung Ihrer Buchung ab (${ref})`,
    paymentHeading: 'Zahlung abschliessen',
    paymentIntro: 'Ihr Termin ist reserviert, aber noch nicht bezahlt. Hier schliessen Sie die Zahlung ab:',
    paymentButton: 'Zahlung abschliessen',
    paymentNote: 'Die Reservierung wird nur für begrenzte Zeit gehalten.',
    reminderSubject: (ref: string) => `Erinnerung an Ihren Check-up (${ref})`,
    reminderHeading: 'Ihr Check-up steht bevor',
    reminderIntro: 'Wir freuen uns auf Ihren Besuch. Ihr Termin:',
    preparation: 'So bereiten Sie sich vor',
    rescheduledSubject: (ref: string) => `Ihr Termin wurde verschoben (${ref})`,
    rescheduledHeading: 'Ihr Termin wurde verschoben',
    rescheduledIntro: 'Ihr Check-up hat einen neuen Termin. Sonst ändert sich nichts, und es ist nichts nachzuzahlen.',
    previously: 'Bisher',
    rescheduledCalendar: 'Die angehängte Kalenderdatei aktualisiert den Termin in Ihrem Kalender.',
    cancelledSubject: (ref: string) => `Ihre Buchung ist storniert (${ref})`,
    cancelledHeading: 'Ihre Buchung ist storniert',
    cancelledIntro: 'Wie gewünscht haben wir diesen Termin storniert:',
    refund: 'Zurückerstattet auf Ihr Zahlungsmittel',
    kept: 'Gemäss Stornierungsbedingungen einbehalten',
    retained: 'Für den weiterhin gebuchten Termin Ihrer Begleitperson',
    refundNote: 'Rückerstattungen erreichen Ihr Konto üblicherweise innert 5 bis 10 Arbeitstagen.',
    nothingPaid: 'Es war noch nichts bezahlt, daher gibt es nichts zurückzuerstatten.',
    cancelledCalendar: 'Die angehängte Kalenderdatei entfernt den Termin aus Ihrem Kalender.',
    partnerCancelSubject: (name: string) => `${name} hat den eigenen Check-up storniert`,
    partnerCancelHeading: 'Eine Änderung an Ihrem Check-up zu zweit',
    partnerCancelStays: (booker: string) =>
      `${booker} hat den eigenen Termin storniert. Ihr Termin bleibt gebucht und bezahlt; für Sie ändert sich nichts.`,
    partnerCancelWithdrawn: (booker: string) =>
      `${booker} hat den Check-up zu zweit storniert. Die Einladung, einen eigenen Termin zu wählen, gilt nicht mehr.`,
  },
} as const;

type Row = [string, string];

function summaryRows(data: BookingEmailData): Row[] {
  const t = TEXT[data.language];
  return [
    [t.reference, data.reservationName],
    [t.date, when(data)],
    [t.location, `${data.locationTitle}\n${data.locationAddress}`],
    [t.checkup, data.checkupTitle],
    ...(data.serviceTitles.length ? [[t.addOns, data.serviceTitles.join(', ')] as Row] : []),
    ...(data.partner ? [[t.partner, `${data.partner.firstName} ${data.partner.lastName}`] as Row] : []),
  ];
}

/** Every line as booked, each discount itemised, then total, paid and what is left. */
function amountLines(data: BookingEmailData): AmountLine[] {
  const t = TEXT[data.language];
  return [
    ...(data.lineItems ?? []).map((l) => ({ label: l.label, cents: l.cents })),
    ...(data.discounts ?? []).map((d) => ({ label: d.label, cents: d.cents, kind: 'discount' as const })),
    { label: t.total, cents: data.totalCents, kind: 'total' },
    { label: t.paid, cents: data.paidCents, kind: 'paid' },
    ...(data.balanceCents > 0 ? [{ label: t.balance, cents: data.balanceCents, kind: 'due' as const }] : []),
  ];
}

function calendarEvent(data: BookingEmailData) {
  const t = TEXT[data.language];
  return {
    start: data.start,
    end: data.end,
    summary: `${data.checkupTitle} (${data.reservationName})`,
    description: `${t.reference}: ${data.reservationName}${data.manageUrl ? `\n${t.manage}: ${data.manageUrl}` : ''}`,
    location: `${data.locationTitle}, ${data.locationAddress}`,
  };
}

function placeAndCalendarLinks(data: BookingEmailData): EmailBlock {
  const t = TEXT[data.language];
  const event = calendarEvent(data);
  return {
    type: 'links',
    links: [
      ...(data.mapUrl ? [{ label: t.map, href: data.mapUrl }] : []),
      { label: t.google, href: googleCalendarUrl(event) },
      { label: t.outlook, href: outlookCalendarUrl(event) },
    ],
  };
}

function manageButton(data: BookingEmailData): EmailBlock[] {
  return data.manageUrl ? [{ type: 'button', label: TEXT[data.language].manage, href: data.manageUrl }] : [];
}

/** One .ics per booking: the same UID for its whole life, SEQUENCE from the reschedule count. */
function icsAttachment(data: BookingEmailData, method: 'PUBLISH' | 'CANCEL' = 'PUBLISH') {
  return {
    filename: 'check-up.ics',
    content: buildIcs({ uid: `${data.reservationId}@checkup-booking`, sequence: data.sequence ?? 0, method, ...calendarEvent(data) }),
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
  const t = TEXT[data.language];
  return {
    to,
    fromName: senderName(clinic, data.language),
    subject,
    ...renderEmail({ language: data.language, subject, heading, greeting: t.hello(greetingName), blocks, signOff: t.bye, clinic }),
  };
}

export function bookingConfirmationEmail(data: BookingEmailData): OutgoingMail {
  const t = TEXT[data.language];
  return {
    ...mail(data, data.email, t.confirmSubject(data.reservationName), t.confirmHeading, data.firstName, [
      { type: 'paragraph', text: t.confirmIntro },
      { type: 'details', rows: summaryRows(data) },
      { type: 'amounts', lines: amountLines(data) },
      ...manageButton(data),
      placeAndCalendarLinks(data),
      { type: 'paragraph', text: t.calendar },
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
  const t = TEXT[data.language];
  return mail(data, data.partner.email, t.partnerSubject(data.firstName), t.partnerHeading, data.partner.firstName, [
    {
      type: 'paragraph',
      text: `${t.partnerIntro(data.firstName)} ${
        data.balanceCents > 0
          ? t.partnerBalance(data.firstName, emailMoney(data.paidCents), emailMoney(data.balanceCents))
          : t.partnerPaid(emailMoney(data.paidCents))
      }`,
    },
    { type: 'paragraph', text: t.partnerChoose },
    { type: 'button', label: t.partnerButton, href: partnerLink(data) },
  ]);
}

/**
 * The flow's payment link: the reservation id and its signed payment token (server/tokens),
 * never the email (URLs end up in access logs, browser history and analytics).
 */
export function paymentLink(
  data: Pick<BookingEmailData, 'locale' | 'reservationId' | 'email' | 'start'>,
): string {
  const token = paymentToken({ reservationId: data.reservationId, email: data.email, start: data.start });
  const query = new URLSearchParams({ reservationId: data.reservationId, token });
  return `${siteUrl()}/${data.locale}/payment?${query}`;
}

export function paymentLinkEmail(data: BookingEmailData): OutgoingMail {
  const t = TEXT[data.language];
  return mail(data, data.email, t.paymentSubject(data.reservationName), t.paymentHeading, data.firstName, [
    { type: 'paragraph', text: t.paymentIntro },
    { type: 'button', label: t.paymentButton, href: paymentLink(data) },
    { type: 'details', rows: summaryRows(data) },
    { type: 'amounts', lines: amountLines(data) },
    { type: 'paragraph', text: t.paymentNote },
  ]);
}

export function reminderEmail(data: BookingEmailData): OutgoingMail {
  const t = TEXT[data.language];
  return mail(data, data.email, t.reminderSubject(data.reservationName), t.reminderHeading, data.firstName, [
    { type: 'paragraph', text: t.reminderIntro },
    { type: 'details', rows: summaryRows(data) },
    ...(data.preparation ? [{ type: 'note', title: t.preparation, text: data.preparation } as EmailBlock] : []),
    ...(data.balanceCents > 0 ? [{ type: 'amounts', lines: amountLines(data) } as EmailBlock] : []),
    ...manageButton(data),
    placeAndCalendarLinks(data),
  ]);
}

export function rescheduledEmail(data: RescheduleEmailData): OutgoingMail {
  const t = TEXT[data.language];
  const rows = summaryRows(data);
  rows.splice(2, 0, [t.previously, span(data.previousStart, data.previousEnd, data.language)]);
  return {
    ...mail(data, data.email, t.rescheduledSubject(data.reservationName), t.rescheduledHeading, data.firstName, [
      { type: 'paragraph', text: t.rescheduledIntro },
      { type: 'details', rows },
      ...manageButton(data),
      placeAndCalendarLinks(data),
      { type: 'paragraph', text: t.rescheduledCalendar },
    ]),
    attachments: [icsAttachment(data)],
  };
}

export function cancelledEmail(data: CancelEmailData): OutgoingMail {
  const t = TEXT[data.language];
  const money: EmailBlock[] =
    data.paidCents > 0
      ? [
          {
            type: 'amounts',
            lines: [
              { label: t.paid, cents: data.paidCents, kind: 'paid' },
              ...((data.retainedCents ?? 0) > 0 ? [{ label: t.retained, cents: data.retainedCents! }] : []),
              ...(data.keptCents > 0 ? [{ label: t.kept, cents: data.keptCents }] : []),
              { label: t.refund, cents: data.refundCents, kind: 'refund' },
            ],
          },
          ...(data.refundCents > 0 ? [{ type: 'paragraph', text: t.refundNote } as EmailBlock] : []),
        ]
      : [{ type: 'paragraph', text: t.nothingPaid }];
  return {
    ...mail(data, data.email, t.cancelledSubject(data.reservationName), t.cancelledHeading, data.firstName, [
      { type: 'paragraph', text: t.cancelledIntro },
      { type: 'details', rows: summaryRows(data) },
      ...money,
      { type: 'paragraph', text: t.cancelledCalendar },
    ]),
    attachments: [icsAttachment(data, 'CANCEL')],
  };
}

/**
 * Tells the partner of a two-person booking that the booker cancelled: their own appointment
 * stays when they have booked one, else the invitation is withdrawn (docs/manage-booking.md).
 */
export function partnerCancellationEmail(data: BookingEmailData, partnerHasBooked: boolean): OutgoingMail {
  if (!data.partner) throw new Error('partner notice without partner');
  const t = TEXT[data.language];
  return mail(data, data.partner.email, t.partnerCancelSubject(data.firstName), t.partnerCancelHeading, data.partner.firstName, [
    { type: 'paragraph', text: partnerHasBooked ? t.partnerCancelStays(data.firstName) : t.partnerCancelWithdrawn(data.firstName) },
  ]);
}
