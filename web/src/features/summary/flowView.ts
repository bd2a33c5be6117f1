/**
 * What the later steps (summary, payment, success) show about a booking, prepared on the
 * server in the page's language: titles, addresses, known slugs and the error catalogue.
 * Plain serialisable data, so it travels in getStaticProps.
 */
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import type { BookingPolicy } from '@/shared/booking-policy';
import type { PrecheckQuestionView } from './precheck/precheckView';

export interface FlowView {
  known: KnownSlugs;
  packages: { slug: string; title: string; titleTwoPersons: string; durationMinutes: number }[];
  services: { slug: string; title: string }[];
  /**
   * minimumNoticeHours: inside it nothing changes online, only by phone (the terms say so
   * before paying); absent in older views.
   */
  locations: { slug: string; title: string; address: string; minimumNoticeHours?: number }[];
  /** The clinic's phone (Settings), for the phone-only rule; null when Settings has none. */
  clinicPhone?: string | null;
  /** Catalogue id -> message in the page's language (SPEC 8). */
  errorMessages: Record<string, string>;
  /** Francs paid up front with the deposit option (siteSettings). */
  depositAmount: number;
  /** Minimum age of the person having the check-up (siteSettings). */
  minimumAge: number;
  /** Check-up slug -> its cancellation and reschedule rules (Settings with its overrides). */
  policies: Record<string, BookingPolicy>;
  /**
   * The summary step's safety pre-check: every pre-check question in the page's language, each
   * with the check-ups and add-ons it applies to (docs/screening.md "Pre-check"). Only the
   * summary page loads it; absent elsewhere, empty when the questionnaire cannot be read.
   */
  precheck?: PrecheckQuestionView[];
}

/** SPEC 8: the catalogue message in the current language, else the raw id. */
export function errorMessageOf(view: Pick<FlowView, 'errorMessages'>, id: string): string {
  return view.errorMessages[id] ?? id;
}

export function packageTitle(view: FlowView, slug: string | null, twoPersons: boolean): string {
  const pkg = view.packages.find((p) => p.slug === slug);
  if (!pkg) return slug ?? '';
  return twoPersons ? pkg.titleTwoPersons : pkg.title;
}

export function serviceTitles(view: FlowView, slugs: readonly string[]): string[] {
  return slugs.map((slug) => view.services.find((s) => s.slug === slug)?.title ?? slug);
}

export function locationOf(
  view: FlowView,
  slug: string | null,
): { title: string; address: string } | null {
  return view.locations.find((l) => l.slug === slug) ?? null;
}
