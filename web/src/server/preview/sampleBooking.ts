/**
 * The manage page's sample booking in draft preview (docs/preview.md): translators and editors
 * see the page's texts around a booking made of the current (draft) content, without any real
 * booking, token or database row. Built from content only; never stored, never sent anywhere.
 */
import type { ManagedBooking } from '@/contracts/booking-manage';
import type { CheckupPackage, Location, Service } from '@/server/content/model';
import { mapLink } from '@/shared/mapLink';

const DAY = 86_400_000;
/** Shown on the sample instead of a reference a real booking could have. */
export const SAMPLE_REFERENCE = 'PREVIEW-SAMPLE';

export type SampleContent = {
  packages: readonly CheckupPackage[];
  services: readonly Service[];
  locations: readonly Location[];
  depositFrancs: number;
};

/**
 * A confirmed booking three weeks from `now`, 10:00 Zurich: the first package with its first
 * bookable add-on at the first open location, deposit paid. Null when content has no package
 * or open location (the page then shows its invalid-link text, as without a token).
 */
export function sampleManagedBooking(
  content: SampleContent,
  language: 'en' | 'de',
  now: Date = new Date(),
): ManagedBooking | null {
  const checkup = content.packages[0];
  const location = content.locations.find((l) => !l.isComingSoon);
  if (!checkup || !location) return null;
  const addOn = content.services.find(
    (s) =>
      checkup.availableAdditionalServices.includes(s.slug) && s.price !== null && !s.cannotBeBooked,
  );
  const day = new Date(now.getTime() + 21 * DAY).toISOString().slice(0, 10);
  const start = `${day}T09:00:00.000Z`;
  const end = new Date(Date.parse(start) + checkup.durationMinutes * 60_000).toISOString();
  const lines = [
    { label: checkup[`title_${language}`], cents: Math.round(checkup.price * 100) },
    ...(addOn
      ? [{ label: addOn[`title_${language}`], cents: Math.round((addOn.price ?? 0) * 100) }]
      : []),
  ];
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const paidCents = Math.min(totalCents, Math.round(content.depositFrancs * 100));
  const until = new Date(Date.parse(start) - 2 * DAY).toISOString();
  return {
    reference: SAMPLE_REFERENCE,
    status: 'confirmed',
    language,
    start,
    end,
    checkup: { slug: checkup.slug, title: checkup[`title_${language}`] },
    services: addOn ? [{ slug: addOn.slug, title: addOn[`title_${language}`] }] : [],
    location: {
      slug: location.slug,
      name: location[`title_${language}`],
      address: location[`address_${language}`],
      mapUrl: mapLink(location.center),
    },
    people: [{ firstName: 'Maria', lastName: 'Muster', role: 'booker' }],
    isPartnersOwn: false,
    amounts: {
      lines,
      discounts: [],
      totalCents,
      paidCents,
      balanceCents: totalCents - paidCents,
      refunds: [],
    },
    // No calendar entry to download: there is no appointment.
    calendar: { ics: '', google: '#', outlook: '#' },
    policy: {
      reschedule: { allowed: true, until, remainingAfter: 1 },
      cancel: {
        allowed: true,
        free: true,
        refundCents: paidCents,
        keptCents: 0,
        retainedCents: 0,
        freeUntil: until,
      },
    },
    rescheduleLocations: [{ slug: location.slug, name: location[`title_${language}`] }],
    rescheduleWindow: { firstDate: day, lastDate: day },
  };
}
