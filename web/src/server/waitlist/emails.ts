/**
 * The waitlist's emails (docs/waitlist.md), in the one layout of notify/layout.ts, words from
 * Studio's Email texts (schemas/src/emailTexts.ts: waitlist, waitlistConfirm, waitlistOffer,
 * waitlistEarlierOffer): each with the entry's terms, a one-click leave link (signed token, no
 * email in the URL) and the RFC 8058 List-Unsubscribe headers. Pure rendering; the job sends.
 */
import { appointmentSpan, deadlineInstant } from '@/server/notify/dates';
import { DateTime } from 'luxon';
import type { WaitlistEntryView } from '@/contracts/waitlist';
import type { WaitlistEmailKind } from '@/server/jobs/queues';
import type { TextVariant } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import { BUILT_IN_EMAIL_TEXTS, type EmailTexts } from '@/server/notify/emailTexts';
import { siteUrl } from '@/server/notify/emails';
import { renderEmail, type ClinicContact, type EmailBlock } from '@/server/notify/layout';
import type { OutgoingMail } from '@/server/notify/mailer';
import { ZONE } from '@/shared/zone';

export type WaitlistEmailData = {
  kind: WaitlistEmailKind;
  to: string;
  entry: WaitlistEntryView;
  clinic: ClinicContact;
  /** Signed tokens (server/tokens/waitlist.ts). */
  leaveToken: string;
  confirmToken?: string;
  offerToken?: string;
  /** Offers: the held slot and when the hold ends. */
  offer?: { start: Date; end: Date; expiresAt: Date; locationName: string };
  /** Earlier-slot offers: the booking that would move. */
  booking?: { reference: string; start: Date; end: Date };
  texts?: EmailTexts;
};

function day(date: string, language: 'en' | 'de'): string {
  return DateTime.fromISO(date, { zone: ZONE })
    .setLocale(language === 'de' ? 'de-CH' : 'en-GB')
    .toFormat(language === 'de' ? 'd. LLLL yyyy' : 'd LLLL yyyy');
}

/** A page of the site in the entry's locale, with the token in its query. */
export const waitlistPage = (locale: string, page: 'confirm' | 'leave' | 'offer', token: string) =>
  `${siteUrl()}/${locale}/waitlist/${page}?token=${encodeURIComponent(token)}`;

/** RFC 8058 one-click: a POST to this URL leaves the waitlist. */
export const oneClickLeaveUrl = (token: string) =>
  `${siteUrl()}/api/waitlist/leave?token=${encodeURIComponent(token)}`;

const GROUP: Record<WaitlistEmailKind, string> = {
  'waitlist-confirm': 'waitlistConfirm',
  'waitlist-offer': 'waitlistOffer',
  'waitlist-earlier-offer': 'waitlistEarlierOffer',
};

export function waitlistEmail(data: WaitlistEmailData): OutgoingMail {
  const { entry } = data;
  const language = entry.language;
  const texts = data.texts ?? BUILT_IN_EMAIL_TEXTS;
  const variant: TextVariant =
    language === 'de' && toLocale(entry.locale) === 'de-de' ? 'de_DE' : language;
  const slot = data.offer ? appointmentSpan(data.offer.start, data.offer.end, language) : '';
  const base = {
    name: '',
    reference: data.booking?.reference ?? '',
    date: slot,
    clinic: data.clinic.name,
  };
  const say = (key: string, values: Record<string, string> = {}) =>
    texts.text(GROUP[data.kind], key, variant, { ...base, ...values });
  const wl = (key: string) => texts.text('waitlist', key, variant, base);
  const common = (key: string) => texts.text('common', key, variant, base);

  const terms: [string, string][] = [
    [common('checkup'), entry.checkup.title],
    ...(entry.services.length
      ? [[common('addOns'), entry.services.map((s) => s.title).join(', ')] as [string, string]]
      : []),
    [common('location'), entry.location?.name ?? wl('anyLocation')],
    [wl('dates'), `${day(entry.from, language)} – ${day(entry.to, language)}`],
    [
      wl('weekdays'),
      entry.weekdays.length
        ? entry.weekdays
            .map((d) =>
              DateTime.fromObject({ weekday: d as 1 }, { zone: ZONE })
                .setLocale(language === 'de' ? 'de-CH' : 'en-GB')
                .toFormat('cccc'),
            )
            .join(', ')
        : wl('everyDay'),
    ],
    [wl('timeOfDay'), entry.timeOfDay ? wl(entry.timeOfDay) : wl('anyTime')],
  ];
  const leaveHref = waitlistPage(entry.locale, 'leave', data.leaveToken);
  const blocks: EmailBlock[] = [{ type: 'paragraph', text: say('intro') }];
  if (data.kind === 'waitlist-confirm') {
    blocks.push(
      { type: 'details', rows: terms },
      {
        type: 'button',
        label: say('button'),
        href: waitlistPage(entry.locale, 'confirm', data.confirmToken!),
      },
      { type: 'paragraph', text: say('ignore') },
    );
  } else {
    const offer = data.offer!;
    const rows: [string, string][] = [
      [common('date'), slot],
      [common('location'), offer.locationName],
      [common('checkup'), entry.checkup.title],
    ];
    if (data.booking)
      rows.push([say('current'), appointmentSpan(data.booking.start, data.booking.end, language)]);
    blocks.push(
      { type: 'details', rows },
      {
        type: 'paragraph',
        text: say('until', { until: deadlineInstant(offer.expiresAt, language, texts, variant) }),
      },
      {
        type: 'button',
        label: say('button'),
        href: waitlistPage(entry.locale, 'offer', data.offerToken!),
      },
      {
        type: 'note',
        title: wl('termsHeading'),
        text: terms.map(([k, v]) => `${k}: ${v}`).join('\n'),
      },
    );
  }
  blocks.push(
    { type: 'paragraph', text: wl('leaveNote') },
    { type: 'links', links: [{ label: wl('leave'), href: leaveHref }] },
  );
  const subject = say('subject');
  return {
    to: data.to,
    fromName: common('senderName'),
    subject,
    ...renderEmail({
      language,
      subject,
      heading: say('heading'),
      greeting: wl('greeting'),
      blocks,
      signOff: common('signOff'),
      clinic: data.clinic,
      footer: { contact: common('footerContact'), why: wl('footerWhy') },
    }),
    headers: {
      'List-Unsubscribe': `<${oneClickLeaveUrl(data.leaveToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
