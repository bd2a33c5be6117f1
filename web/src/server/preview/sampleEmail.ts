/**
 * Each email rendered for draft preview (docs/preview.md), with sample values for its
 * {{placeholders}}, through the renderer the job worker uses (server/notify renderJobEmail) and
 * the email texts as the draft content has them. A sample, never a real booking: nothing is
 * stored or sent, and the links point at nothing that exists.
 */
import { EMAIL_TEXTS } from 'schemas/src/emailTexts';
import type { Locale } from '@/i18n/locales';
import { languageOf } from '@/i18n/locales';
import type { TextVariant } from '@/i18n/germanyGerman';
import { WAITLIST_EMAIL_KINDS, type EmailJob, type WaitlistEmailKind } from '@/server/jobs/queues';
import { waitlistEmail } from '@/server/waitlist/emails';
import type {
  CheckupPackage,
  EmailText,
  Location,
  Service,
  SiteSettings,
} from '@/server/content/model';
import type { EditTarget, StegaEncoder } from '@/server/content/stega';
import { mapLink } from '@/shared/mapLink';
import {
  BUILT_IN_EMAIL_TEXTS,
  renderJobEmail,
  type BookingEmailData,
  type EmailKind,
  type EmailTexts,
} from '@/server/notify';
import type { OutgoingMail } from '@/server/notify/mailer';
import type { ClinicContact } from '@/server/notify/layout';
import {
  STAFF_PREVIEW_KINDS,
  variantsOf,
  type EmailVariant,
  type StaffPreviewKind,
  type StaffVariant,
} from '@/shared/previewVariants';
import { STAFF_EVENTS, staffText, type StaffMessage } from '@/server/notify/staff';
import { staffLinkEmail, type StaffLinkFacts } from '@/server/staff/auth/mail';
import type { StaffRole } from '@/shared/staff-roles';
import { siteUrl } from '@/server/notify/emails';

const DAY = 86_400_000;

export type EmailSampleContent = {
  packages: readonly CheckupPackage[];
  services: readonly Service[];
  locations: readonly Location[];
  settings: SiteSettings;
  texts: EmailTexts;
};

/** The sample booking: unlike a stored one it always names the clinic (from Settings). */
export type SampleEmailData = BookingEmailData & {
  clinic: ClinicContact;
  /** The sample's location (its receipt's issuer may differ per location). */
  locationId: string | null;
};

/** The sample booking every email of the preview is about: two people, an add-on, a deposit paid. */
export function sampleEmailData(
  content: EmailSampleContent,
  locale: Locale,
  now: Date = new Date(),
): SampleEmailData {
  const language = languageOf(locale);
  const checkup = content.packages[0];
  const location = content.locations.find((l) => !l.isComingSoon) ?? content.locations[0];
  const addOn = content.services.find(
    (s) => checkup?.availableAdditionalServices.includes(s.slug) && s.price !== null,
  );
  // Three weeks ahead, 10:00 in Zurich (winter time; an hour later in summer is fine here).
  const start = new Date(
    `${new Date(now.getTime() + 21 * DAY).toISOString().slice(0, 10)}T09:00:00.000Z`,
  );
  const end = new Date(start.getTime() + (checkup?.durationMinutes ?? 90) * 60_000);
  const checkupCents = Math.round((checkup?.priceTwoPerson ?? 0) * 100);
  const addOnCents = Math.round((addOn?.price ?? 0) * 100);
  const totalCents = checkupCents + addOnCents;
  const paidCents = Math.min(totalCents, content.settings.depositAmount * 100);
  const site = siteUrl();
  return {
    reservationId: '00000000-0000-4000-8000-000000000000',
    reservationName: 'PREVIEW-SAMPLE',
    locationId: location?.id ?? null,
    language,
    locale,
    email: 'maria.muster@example.com',
    firstName: 'Maria',
    start,
    end,
    checkupTitle: checkup?.[`title_two_persons_${language}`] ?? '',
    serviceTitles: addOn ? [addOn[`title_${language}`]] : [],
    locationTitle: location?.[`title_${language}`] ?? '',
    locationAddress: location?.[`address_${language}`] ?? '',
    mapUrl: location ? mapLink(location.center) : undefined,
    lineItems: [
      { label: checkup?.[`title_two_persons_${language}`] ?? '', cents: checkupCents },
      ...(addOn ? [{ label: addOn[`title_${language}`], cents: addOnCents }] : []),
    ],
    discounts: [],
    totalCents,
    paidCents,
    balanceCents: totalCents - paidCents,
    partner: { firstName: 'Peter', lastName: 'Muster', email: 'peter.muster@example.com' },
    refunds: [],
    clinic: {
      name: content.settings.clinicName,
      email: content.settings.clinicEmail,
      phone: content.settings.clinicPhone ?? null,
    },
    manageUrl: `${site}/${locale}/booking`,
    preparation: checkup?.[`preparation_${language}`] ?? '',
    sequence: 1,
    stamp: now,
    partnerCheckupTitle: checkup?.[`title_${language}`] ?? '',
    terms: {
      freeCancellationUntil: new Date(start.getTime() - 2 * DAY),
      depositCents: paidCents,
      rescheduleUntil: new Date(start.getTime() - 2 * DAY),
      reschedulesLeft: content.settings.maxReschedules,
    },
    texts: content.texts,
  };
}

/** The sample booking's facts for `variant`. */
function factsFor(
  kind: EmailKind,
  variant: EmailVariant | undefined,
  data: SampleEmailData,
): SampleEmailData {
  // The balance-paid email is sent once everything is paid: its sample owes nothing.
  const paidInFull = { ...data, paidCents: data.totalCents, balanceCents: 0 };
  if (kind === 'balance-paid' || variant === 'paid-in-full') return paidInFull;
  // Paid in full, then cancelled late: the deposit is kept, the rest refunded.
  if (variant === 'deposit-kept') return paidInFull;
  if (variant === 'nothing-paid') return { ...data, paidCents: 0, balanceCents: data.totalCents };
  // The reviewer's note is typed at the desk (docs/screening.md "At the desk"): a sample one.
  if (kind === 'screening-documents')
    return {
      ...data,
      screeningNote:
        data.language === 'de'
          ? 'Bitte senden Sie uns ein Foto Ihres Implantatausweises.'
          : 'Please send us a photo of your implant card.',
    };
  return data;
}

/** The job an email kind is sent for, with the event's own sample facts. */
function sampleJob(
  kind: EmailKind,
  variant: EmailVariant | undefined,
  data: SampleEmailData,
): EmailJob {
  const job: EmailJob = { kind, reservationId: data.reservationId };
  if (kind === 'rescheduled')
    return {
      ...job,
      previousStart: new Date(data.start.getTime() - 7 * DAY).toISOString(),
      previousEnd: new Date(data.end.getTime() - 7 * DAY).toISOString(),
    };
  if (kind === 'cancelled') {
    const kept = variant === 'deposit-kept' ? (data.terms?.depositCents ?? 0) : 0;
    return { ...job, refundCents: data.paidCents - kept, keptCents: kept, retainedCents: 0 };
  }
  if (kind === 'partner-cancelled')
    return { ...job, partnerHasBooked: variant !== 'invitation-withdrawn' };
  return job;
}

/** Every email the preview shows: the booking's, the waitlist's and the staff's (docs/preview.md). */
export type PreviewEmailKind = EmailKind | WaitlistEmailKind | StaffPreviewKind;

const isStaffKind = (kind: PreviewEmailKind): kind is StaffPreviewKind =>
  (STAFF_PREVIEW_KINDS as readonly string[]).includes(kind);

/** Each refund's reason, so that each of their texts shows in the staff channel's sample. */
const REFUND_REASONS = [
  'slot-lost',
  'code-exhausted',
  'not-allowed',
  'already-paid',
  'amount-mismatch',
] as const satisfies readonly NonNullable<StaffMessage['refundReason']>[];

/**
 * The staff channel's sample: one message per event about the sample booking (a refund once per
 * reason), with the facts each event carries. Ids, slugs, ISO times and amounts, as posted.
 */
export function sampleStaffMessages(data: SampleEmailData): StaffMessage[] {
  const slug = (data.locationId ?? 'location.sample').replace(/^location\./, '');
  const francs = (cents: number) => cents / 100;
  const base = {
    reservationId: data.reservationId,
    reservationName: data.reservationName,
    locationSlug: slug,
    startsAt: data.start.toISOString(),
  };
  const facts = (event: StaffMessage['event']): StaffMessage[] => {
    if (event === 'payment-refunded-slot-lost')
      return REFUND_REASONS.map((refundReason) => ({
        event,
        ...base,
        amount: francs(data.paidCents),
        refundReason,
      }));
    if (event === 'job-dead')
      return [{ event, reservationId: 'n/a', queue: 'email', jobId: data.reservationId }];
    if (event === 'hold-burst') {
      const windowStart = new Date((data.stamp ?? data.start).getTime());
      return [
        {
          event,
          reservationId: 'n/a',
          locationId: data.locationId ?? undefined,
          windowStart: windowStart.toISOString(),
          windowEnd: new Date(windowStart.getTime() + 10 * 60_000).toISOString(),
          holds: 12,
        },
      ];
    }
    if (event === 'reservation-rescheduled')
      return [
        {
          event,
          ...base,
          previousStartsAt: new Date(data.start.getTime() - 7 * DAY).toISOString(),
          previousLocationSlug: slug,
        },
      ];
    // Cancelled late: the deposit paid is kept, nothing refunded.
    if (event === 'reservation-cancelled')
      return [{ event, ...base, refunded: 0, kept: francs(data.paidCents) }];
    return [
      {
        event,
        ...base,
        amount: francs(data.paidCents),
        balanceDue: francs(data.balanceCents) || undefined,
      },
    ];
  };
  return STAFF_EVENTS.flatMap(facts);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The facts of a sample enrolment email: each role with its kind of locations. */
function sampleStaffFacts(
  variant: StaffVariant | undefined,
  data: SampleEmailData,
): StaffLinkFacts {
  const role = (variant ?? 'staff-reception').replace(/^staff-/, '') as StaffRole;
  const place = data.locationTitle || 'Zurich';
  if (role === 'admin') return { role, locationNames: 'all' };
  if (role === 'viewer') return { role, locationNames: [] };
  return { role, locationNames: role === 'clinical' ? [place] : [place, 'Bern'] };
}

/** A staff message for the sample, as it is sent: the sign-in emails and the staff channel's. */
function sampleStaffEmail(
  kind: StaffPreviewKind,
  data: SampleEmailData,
  variant: StaffVariant | undefined,
): OutgoingMail {
  const texts = data.texts ?? BUILT_IN_EMAIL_TEXTS;
  const language = data.language;
  if (kind === 'staff-channel') {
    // The channel posts plain text; shown one message per line, as a channel lists them.
    const lines = sampleStaffMessages(data).map((m) => staffText(m, texts, language));
    return {
      to: 'STAFF_WEBHOOK_URL',
      subject: '',
      text: lines.join('\n'),
      html: `<!doctype html><html><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
    };
  }
  const page = kind === 'staff-sign-in' ? 'sign-in' : 'enrol';
  const url = `${siteUrl()}/${language}-ch/staff/${page}?token=preview-sample`;
  const staffKind = kind === 'staff-enrol' ? 'enrol' : kind === 'staff-reset' ? 'reset' : 'signIn';
  return staffLinkEmail(
    staffKind,
    'anna.muster@example.com',
    language,
    url,
    staffKind === 'signIn' ? undefined : sampleStaffFacts(variant, data),
    texts,
  );
}

const isWaitlistKind = (kind: PreviewEmailKind): kind is WaitlistEmailKind =>
  (WAITLIST_EMAIL_KINDS as readonly string[]).includes(kind);

/**
 * A waitlist email about the sample booking's check-up, place and time: an entry for the four
 * weeks from the sample day, mornings; an offer holds the sample slot for 30 minutes, and an
 * earlier-slot offer names the booking that would move (two weeks later). The tokens are
 * samples and open nothing.
 */
function sampleWaitlistEmail(kind: WaitlistEmailKind, data: SampleEmailData): OutgoingMail {
  const from = data.start.toISOString().slice(0, 10);
  const to = new Date(data.start.getTime() + 28 * DAY).toISOString().slice(0, 10);
  return waitlistEmail({
    kind,
    to: data.email,
    entry: {
      state: 'active',
      kind: kind === 'waitlist-earlier-offer' ? 'earlier-slot' : 'new-booking',
      checkup: { slug: 'sample', title: data.partnerCheckupTitle ?? data.checkupTitle },
      services: [],
      location: { slug: 'sample', name: data.locationTitle },
      from,
      to,
      weekdays: [],
      timeOfDay: 'morning',
      language: data.language,
      locale: data.locale,
    },
    clinic: data.clinic,
    leaveToken: 'preview-sample',
    confirmToken: 'preview-sample',
    offerToken: 'preview-sample',
    offer:
      kind === 'waitlist-confirm'
        ? undefined
        : {
            start: data.start,
            end: data.end,
            expiresAt: new Date((data.stamp ?? data.start).getTime() + 30 * 60_000),
            locationName: data.locationTitle,
          },
    booking:
      kind === 'waitlist-earlier-offer'
        ? {
            reference: data.reservationName,
            start: new Date(data.start.getTime() + 14 * DAY),
            end: new Date(data.end.getTime() + 14 * DAY),
          }
        : undefined,
    texts: data.texts,
  });
}

/** `kind` (in `variant`, else its first) rendered as the worker would, for the sample booking. */
export function renderSampleEmail(
  kind: PreviewEmailKind,
  data: SampleEmailData,
  variant = variantsOf(kind)[0] as EmailVariant | StaffVariant | undefined,
): OutgoingMail {
  if (isStaffKind(kind)) return sampleStaffEmail(kind, data, variant as StaffVariant | undefined);
  if (isWaitlistKind(kind)) return sampleWaitlistEmail(kind, data);
  const facts = factsFor(kind, variant as EmailVariant | undefined, data);
  return renderJobEmail(sampleJob(kind, variant as EmailVariant | undefined, facts), facts);
}

/** One email text as the sample email shows it (placeholders filled), for the preview's list. */
export type EmailTextShown = {
  /** `<email>.<key>`, unique in the list. */
  id: string;
  /** Where it is in Studio: the email texts document's title and the entry's key. */
  label: string;
  /** The words, in draft preview marked with the Studio field they come from (stega). */
  text: string;
};

export type TextUse = {
  email: string;
  key: string;
  text: string;
  field: 'text_en' | 'text_de' | 'text_de_DE';
};

/** `texts` that notes each text the renderer asks for, and the field of the entry it shows. */
export function recording(texts: EmailTexts): { texts: EmailTexts; used: TextUse[] } {
  const used: TextUse[] = [];
  const field = (email: string, key: string, variant: TextVariant, text: string) => {
    if (variant !== 'de_DE') return `text_${variant}` as const;
    // Germany German shows the Swiss German text where it has none of its own (as site texts do).
    return text === texts.text(email, key, 'de', {})
      ? ('text_de' as const)
      : ('text_de_DE' as const);
  };
  return {
    used,
    texts: {
      text(email, key, variant, values) {
        const text = texts.text(email, key, variant, values);
        const template = texts.text(email, key, variant, {});
        used.push({ email, key, text, field: field(email, key, variant, template) });
        return text;
      },
    },
  };
}

const GROUP_TITLES = new Map(EMAIL_TEXTS.map((g) => [g.email, g.title]));

/**
 * What a reader sees of `mail`, in its order: the sender's name, the subject, then the words of
 * the HTML body (each element's text on a line of its own, entities decoded), then the names of
 * its attachments. Exported for tests.
 */
export function shownText(mail: OutgoingMail): string {
  const body = mail.html
    .replace(/^[\s\S]*?<body[^>]*>/i, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  // The attachments' names last: the reader sees them under the email.
  const files = (mail.attachments ?? []).map((a) => a.filename).join('\n');
  return `\n${mail.fromName ?? ''}\n${mail.subject}\n${body}\n${files}\n`;
}

/**
 * Where each text stands in the email (shownText). A text is looked for as a whole line first,
 * then at the start of a line, then anywhere, and each place goes to one text only: "Check-up"
 * is the details row, not the start of "Check-up Clinic", and a button worded like the heading
 * is placed at the button. A text the email does not show (only the calendar file's) comes last.
 */
function positionIn(mail: OutgoingMail): (text: string) => number {
  const shown = shownText(mail);
  const taken = new Set<number>();
  return (text) => {
    for (const pattern of [`\n${text}\n`, `\n${text}`, text]) {
      for (let at = shown.indexOf(pattern); at >= 0; at = shown.indexOf(pattern, at + 1)) {
        if (taken.has(at)) continue;
        taken.add(at);
        return at;
      }
    }
    return Number.MAX_SAFE_INTEGER;
  };
}

/**
 * `kind` rendered as the worker would, and the email texts it shows, in the order it shows
 * them. With `encode` (draft preview) each text of the list is marked with its entry's field in
 * Studio's `emailText` document (`docs`, the draft content), so the Visual Editing overlay
 * makes it a click target; the rendered email itself is left as the worker renders it.
 */
export function renderSampleEmailWithTexts(
  kind: PreviewEmailKind,
  data: SampleEmailData,
  docs: readonly EmailText[],
  encode: StegaEncoder | null,
  variant?: EmailVariant | StaffVariant,
): { mail: OutgoingMail; texts: EmailTextShown[] } {
  const { texts, used } = recording(data.texts ?? BUILT_IN_EMAIL_TEXTS);
  const mail = renderSampleEmail(kind, { ...data, texts }, variant);
  const position = positionIn(mail);
  const seen = new Set<string>();
  const shown = used
    .filter(({ email, key, text }) => {
      const id = `${email}.${key}`;
      if (seen.has(id) || text.trim() === '') return false;
      seen.add(id);
      return true;
    })
    .map((use, index) => ({ use, index, at: position(use.text) }))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  return {
    mail,
    texts: listedTexts(
      shown.map(({ use }) => use),
      docs,
      encode,
    ),
  };
}

/** Texts as the preview's list shows them: named by group and key, marked with their field. */
export function listedTexts(
  uses: readonly TextUse[],
  docs: readonly EmailText[],
  encode: StegaEncoder | null,
): EmailTextShown[] {
  return uses.map((use) => {
    const target = editTarget(docs, use);
    return {
      id: `${use.email}.${use.key}`,
      label: `${GROUP_TITLES.get(use.email) ?? use.email} · ${use.key}`,
      text: encode && target ? encode(use.text, target) : use.text,
    };
  });
}

/** The entry's field in Studio, or null when Studio has no document or entry for it yet. */
function editTarget(docs: readonly EmailText[], use: TextUse): EditTarget | null {
  const doc = docs.find((d) => d.email === use.email);
  const entry = doc?.entries.find((e) => e.key === use.key);
  if (!doc?.id || !entry?._key) return null;
  return {
    id: doc.id,
    type: 'emailText',
    path: `entries[_key=="${entry._key}"].${use.field}`,
  };
}
