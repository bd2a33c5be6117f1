/**
 * Each email rendered for draft preview (docs/preview.md), with sample values for its
 * {{placeholders}}, through the renderer the job worker uses (server/notify renderJobEmail) and
 * the email texts as the draft content has them. A sample, never a real booking: nothing is
 * stored or sent, and the links point at nothing that exists.
 */
import type { Locale } from '@/i18n/locales';
import { languageOf } from '@/i18n/locales';
import type { EmailJob } from '@/server/jobs/queues';
import type { CheckupPackage, Location, Service, SiteSettings } from '@/server/content/model';
import { mapLink } from '@/shared/mapLink';
import {
  renderJobEmail,
  type BookingEmailData,
  type EmailKind,
  type EmailTexts,
} from '@/server/notify';
import type { OutgoingMail } from '@/server/notify/mailer';
import { siteUrl } from '@/server/notify/emails';

const DAY = 86_400_000;

export type EmailSampleContent = {
  packages: readonly CheckupPackage[];
  services: readonly Service[];
  locations: readonly Location[];
  settings: SiteSettings;
  texts: EmailTexts;
};

/** The sample booking every email of the preview is about: two people, an add-on, a deposit paid. */
export function sampleEmailData(
  content: EmailSampleContent,
  locale: Locale,
  now: Date = new Date(),
): BookingEmailData {
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
    partnerCheckupTitle: checkup?.[`title_${language}`] ?? '',
    terms: {
      freeCancellationUntil: new Date(start.getTime() - 2 * DAY),
      depositCents: paidCents,
      rescheduleUntil: new Date(start.getTime() - 2 * DAY),
      maxReschedules: content.settings.maxReschedules,
    },
    texts: content.texts,
  };
}

/** The job an email kind is sent for, with the event's own sample facts. */
function sampleJob(kind: EmailKind, data: BookingEmailData): EmailJob {
  const job: EmailJob = { kind, reservationId: data.reservationId };
  if (kind === 'rescheduled')
    return {
      ...job,
      previousStart: new Date(data.start.getTime() - 7 * DAY).toISOString(),
      previousEnd: new Date(data.end.getTime() - 7 * DAY).toISOString(),
    };
  if (kind === 'cancelled')
    return { ...job, refundCents: data.paidCents, keptCents: 0, retainedCents: 0 };
  if (kind === 'partner-cancelled') return { ...job, partnerHasBooked: true };
  return job;
}

/** `kind` rendered as the worker would, for the sample booking. */
export function renderSampleEmail(kind: EmailKind, data: BookingEmailData): OutgoingMail {
  return renderJobEmail(sampleJob(kind, data), data);
}
