/**
 * The emails the site sends, in the booker's language: booking confirmation (with an .ics),
 * partner invitation and the link to complete a pending payment. Pure rendering: ./index.ts
 * sends them.
 */
import { DateTime } from 'luxon';
import type { Language } from '@/server/content/model';
import { buildIcs } from './ics';
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
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  partner: { firstName: string; lastName: string; email: string } | null;
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

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', {
    style: 'currency',
    currency: 'CHF',
  }).format(cents / 100);
}

function when(data: BookingEmailData): string {
  const start = DateTime.fromJSDate(data.start)
    .setZone(ZONE)
    .setLocale(data.language === 'de' ? 'de-CH' : 'en-GB');
  const end = DateTime.fromJSDate(data.end).setZone(ZONE);
  const day = start.toFormat(data.language === 'de' ? 'cccc, d. LLLL yyyy' : 'cccc, d LLLL yyyy');
  return `${day}, ${start.toFormat('HH:mm')}–${end.toFormat('HH:mm')}`;
}

const TEXT = {
  en: {
    confirmSubject: (ref: string) => `Your check-up is booked (${ref})`,
    hello: (name: string) => `Hello ${name},`,
    confirmIntro: 'thank you for your booking. Here is your appointment:',
    reference: 'Reference',
    date: 'Date and time',
    location: 'Location',
    checkup: 'Check-up',
    addOns: 'Add-ons',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due at the clinic',
    partner: 'Partner',
    calendar: 'The attached calendar file adds the appointment to your calendar.',
    partnerSubject: (name: string) => `${name} has booked a check-up for you`,
    partnerIntro: (booker: string) =>
      `${booker} has booked a check-up for two and included you.`,
    partnerChoose: 'Choose your own appointment here:',
    // Issue 14.1: exactly what is paid and what is due, never "already paid" after a deposit.
    partnerPaid: (paid: string) => `Both check-ups are paid in full (${paid}).`,
    partnerBalance: (booker: string, paid: string, balance: string) =>
      `${booker} has paid ${paid} so far; ${balance} for the two check-ups is still due and is paid at the clinic.`,
    paymentSubject: (ref: string) => `Complete the payment for your booking (${ref})`,
    paymentIntro: 'your appointment is reserved but not paid yet. Complete the payment here:',
    paymentNote: 'The reservation is held for a limited time only.',
    bye: 'Kind regards',
  },
  de: {
    confirmSubject: (ref: string) => `Ihr Check-up ist gebucht (${ref})`,
    hello: (name: string) => `Guten Tag ${name}`,
    confirmIntro: 'vielen Dank für Ihre Buchung. Ihr Termin:',
    reference: 'Referenz',
    date: 'Datum und Zeit',
    location: 'Standort',
    checkup: 'Check-up',
    addOns: 'Zusatzleistungen',
    total: 'Total',
    paid: 'Bezahlt',
    balance: 'Restbetrag vor Ort',
    partner: 'Partner/in',
    calendar: 'Mit der angehängten Kalenderdatei tragen Sie den Termin in Ihren Kalender ein.',
    partnerSubject: (name: string) => `${name} hat einen Check-up für Sie gebucht`,
    partnerIntro: (booker: string) =>
      `${booker} hat einen Check-up zu zweit gebucht und Sie dabei eingeschlossen.`,
    partnerChoose: 'Wählen Sie hier Ihren eigenen Termin:',
    partnerPaid: (paid: string) => `Beide Check-ups sind vollständig bezahlt (${paid}).`,
    partnerBalance: (booker: string, paid: string, balance: string) =>
      `${booker} hat bisher ${paid} bezahlt; ${balance} für die beiden Check-ups sind noch offen und werden in der Klinik bezahlt.`,
    paymentSubject: (ref: string) => `Schliessen Sie die Zahlung Ihrer Buchung ab (${ref})`,
    paymentIntro:
      'Ihr Termin ist reserviert, aber noch nicht bezahlt. Hier schliessen Sie die Zahlung ab:',
    paymentNote: 'Die Reservierung wird nur für begrenzte Zeit gehalten.',
    bye: 'Freundliche Grüsse',
  },
} as const;

type Row = [string, string];

function render(rows: Row[], paragraphs: string[], link?: string): { text: string; html: string } {
  const text = [
    ...paragraphs.slice(0, -1),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(link ? ['', link] : []),
    '',
    paragraphs[paragraphs.length - 1],
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...paragraphs.slice(0, -1).map((p) => `<p>${escapeHtml(p)}</p>`),
    rows.length
      ? `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
      : '',
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '',
    `<p>${escapeHtml(paragraphs[paragraphs.length - 1])}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}

function summaryRows(data: BookingEmailData): Row[] {
  const t = TEXT[data.language];
  return [
    [t.reference, data.reservationName],
    [t.date, when(data)],
    [t.location, `${data.locationTitle}, ${data.locationAddress}`],
    [t.checkup, data.checkupTitle],
    ...(data.serviceTitles.length ? [[t.addOns, data.serviceTitles.join(', ')] as Row] : []),
    ...(data.partner
      ? [[t.partner, `${data.partner.firstName} ${data.partner.lastName}`] as Row]
      : []),
  ];
}

export function bookingConfirmationEmail(data: BookingEmailData): OutgoingMail {
  const t = TEXT[data.language];
  const rows: Row[] = [
    ...summaryRows(data),
    [t.total, money(data.totalCents, data.language)],
    [t.paid, money(data.paidCents, data.language)],
    [t.balance, money(data.balanceCents, data.language)],
  ];
  const ics = buildIcs({
    uid: `${data.reservationId}@checkup-booking`,
    start: data.start,
    end: data.end,
    summary: `${data.checkupTitle} (${data.reservationName})`,
    description: `${t.reference}: ${data.reservationName}`,
    location: `${data.locationTitle}, ${data.locationAddress}`,
  });
  return {
    to: data.email,
    subject: t.confirmSubject(data.reservationName),
    ...render(rows, [t.hello(data.firstName), t.confirmIntro, `${t.calendar}\n\n${t.bye}`]),
    attachments: [
      {
        filename: 'check-up.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
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
  return {
    to: data.partner.email,
    subject: t.partnerSubject(data.firstName),
    ...render(
      [],
      [
        t.hello(data.partner.firstName),
        `${t.partnerIntro(data.firstName)} ${
          data.balanceCents > 0
            ? t.partnerBalance(
                data.firstName,
                money(data.paidCents, data.language),
                money(data.balanceCents, data.language),
              )
            : t.partnerPaid(money(data.paidCents, data.language))
        }`,
        t.partnerChoose,
        t.bye,
      ],
      partnerLink(data),
    ),
  };
}

/** The flow's payment link; it carries the email, so it only ever goes to that address. */
export function paymentLink(
  data: Pick<BookingEmailData, 'locale' | 'reservationId' | 'email'>,
): string {
  const query = new URLSearchParams({ reservationId: data.reservationId, email: data.email });
  return `${siteUrl()}/${data.locale}/payment?${query}`;
}

export function paymentLinkEmail(data: BookingEmailData): OutgoingMail {
  const t = TEXT[data.language];
  return {
    to: data.email,
    subject: t.paymentSubject(data.reservationName),
    ...render(
      summaryRows(data),
      [t.hello(data.firstName), t.paymentIntro, `${t.paymentNote}\n\n${t.bye}`],
      paymentLink(data),
    ),
  };
}
