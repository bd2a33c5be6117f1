/**
 * Tag-manager data layer (SPEC 7): virtual page views on route changes and the checkout
 * events with GA4 ecommerce items. Payloads are built by pure functions; nothing personal
 * (names, emails, phone numbers) ever goes in, only slugs, prices, dates and the code.
 */
import { hasAnalyticsConsent } from '@/lib/consent';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { BOOKING_TIME_ZONE, zurichTimeOf } from '@/features/booking/zurichDate';
import { PERSONAL_PREFILL_KEYS } from '@/features/booking/url/bookingQuery';

/** The fixed item brand of every ecommerce item. */
export const ITEM_BRAND = 'aeon';
export const ANALYTICS_CURRENCY = 'CHF';
export const TWO_PERSON_SUFFIX = '_2x';

/** SPEC 5: GTM- followed by uppercase letters and digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export function isValidGtmId(id: unknown): id is string {
  return typeof id === 'string' && GTM_ID_PATTERN.test(id);
}

export const CHECKOUT_EVENTS = [
  'checkout_popup_open',
  'checkout_popup_close',
  'checkout_popup_form_interaction',
  'checkout_popup_form_success',
] as const;
export type CheckoutEvent = (typeof CHECKOUT_EVENTS)[number];

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  price: number;
  quantity: number;
}

export interface CheckoutContext {
  items: AnalyticsItem[];
  locale: string;
  location?: string | null;
  selectedDate?: string | null;
  /** ISO instant of the chosen slot; sent as HH:mm in Zurich. */
  timeSlotStart?: string | null;
  discountCode?: string | null;
}

export type DataLayerEntry = Record<string, unknown>;
export type DataLayer = DataLayerEntry[];

/**
 * window.dataLayer (created when missing); null on the server and while the visitor has not
 * agreed to analytics (docs/manage-booking.md): no event is pushed before consent or after a withdrawal.
 */
export function browserDataLayer(): DataLayer | null {
  if (typeof window === 'undefined' || !hasAnalyticsConsent()) return null;
  const w = window as unknown as { dataLayer?: DataLayer };
  w.dataLayer ??= [];
  return w.dataLayer;
}

/** One ecommerce item: a two-person check-up is named `<slug>_2x`. */
export function analyticsItem(input: {
  slug: string;
  price: number | null;
  twoPersons?: boolean;
  quantity?: number;
}): AnalyticsItem {
  return {
    item_id: input.slug,
    item_name: input.twoPersons ? `${input.slug}${TWO_PERSON_SUFFIX}` : input.slug,
    item_brand: ITEM_BRAND,
    price: input.price ?? 0,
    quantity: input.quantity ?? 1,
  };
}

interface PricedPackage {
  slug: string;
  price: number;
  priceTwoPerson: number;
}
interface PricedService {
  slug: string;
  price: number | null;
}

/**
 * Items for a booking from content prices: the check-up (two-person price and _2x name for a
 * partner booking; price 0 when the partner books the check-up the booker prepaid) and the
 * add-ons. List prices only: what is charged is computed on the server.
 */
export function bookingItems(
  booking: {
    checkupSlug: string | null;
    services: readonly string[];
    isPartnerBooking: boolean;
    reservationIdPartner?: string | null;
  },
  catalog: { packages: readonly PricedPackage[]; services: readonly PricedService[] },
): AnalyticsItem[] {
  const items: AnalyticsItem[] = [];
  const pkg = catalog.packages.find((p) => p.slug === booking.checkupSlug);
  if (pkg) {
    const prepaid = Boolean(booking.reservationIdPartner);
    const twoPersons = booking.isPartnerBooking && !prepaid;
    items.push(
      analyticsItem({
        slug: pkg.slug,
        price: prepaid ? 0 : twoPersons ? pkg.priceTwoPerson : pkg.price,
        twoPersons,
      }),
    );
  }
  for (const slug of booking.services) {
    const service = catalog.services.find((s) => s.slug === slug);
    if (service) items.push(analyticsItem({ slug, price: service.price }));
  }
  return items;
}

/** The checkout context of the current booking state (what the flow pages pass to trackCheckoutEvent). */
export function checkoutContext(
  state: {
    checkupSlug: string | null;
    services: readonly string[];
    isPartnerBooking: boolean;
    reservationIdPartner: string | null;
    locationSlug: string | null;
    selectedDate: string | null;
    timeSlotStart: string | null;
    discountCode: string | null;
  },
  catalog: { packages: readonly PricedPackage[]; services: readonly PricedService[] },
  locale: string,
): CheckoutContext {
  return {
    items: bookingItems(state, catalog),
    locale,
    location: state.locationSlug,
    selectedDate: state.selectedDate,
    timeSlotStart: state.timeSlotStart,
    discountCode: state.discountCode,
  };
}

export function checkoutEventPayload(event: CheckoutEvent, ctx: CheckoutContext): DataLayerEntry {
  const value = ctx.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const selectedTime = ctx.timeSlotStart ? zurichTimeOf(ctx.timeSlotStart) : null;
  return {
    event,
    ecommerce: { currency: ANALYTICS_CURRENCY, value, items: ctx.items },
    locale: ctx.locale,
    timezone: BOOKING_TIME_ZONE,
    ...(ctx.location ? { location: ctx.location } : {}),
    ...(ctx.selectedDate ? { selectedDate: ctx.selectedDate } : {}),
    ...(selectedTime ? { selectedTime } : {}),
    ...(ctx.discountCode ? { discountCode: ctx.discountCode } : {}),
  };
}

/** Pushes a checkout event; the previous ecommerce object is cleared first (GTM's merge would mix items). */
export function trackCheckoutEvent(
  event: CheckoutEvent,
  ctx: CheckoutContext,
  layer: DataLayer | null = browserDataLayer(),
): void {
  if (!layer) return;
  layer.push({ ecommerce: null });
  layer.push(checkoutEventPayload(event, ctx));
}

/**
 * Query keys the tag manager must never see: personal prefill data (a payment-email link
 * carries the email), the provider's client secret, the partner invitation id (whoever
 * holds it can book the prepaid check-up) and the manage link's token (it opens the booking
 * and its MRI safety answers, docs/screening.md).
 */
export const HIDDEN_FROM_ANALYTICS: readonly string[] = [
  ...PERSONAL_PREFILL_KEYS,
  'payment_intent',
  'payment_intent_client_secret',
  'reservationIdPartner',
  'token',
];

function queryOf(url: string): URLSearchParams | null {
  const query = url.split('#', 1)[0]!.split('?', 2)[1];
  return query ? new URLSearchParams(query) : null;
}

/** True when the URL still carries something the tag manager must not see. */
export function hasHiddenParams(url: string): boolean {
  const params = queryOf(url);
  return Boolean(params && HIDDEN_FROM_ANALYTICS.some((key) => params.has(key)));
}

/** The URL without the hidden keys (unchanged when it has none). */
export function analyticsUrl(url: string): string {
  const params = queryOf(url);
  if (!params || !hasHiddenParams(url)) return url;
  for (const key of HIDDEN_FROM_ANALYTICS) params.delete(key);
  const hashAt = url.indexOf('#');
  const path = url.slice(0, url.indexOf('?'));
  const kept = params.toString();
  return `${path}${kept ? `?${kept}` : ''}${hashAt >= 0 ? url.slice(hashAt) : ''}`;
}

export function pageViewPayload(url: string, locale?: string): DataLayerEntry {
  return { event: 'page_view', page_path: analyticsUrl(url), ...(locale ? { locale } : {}) };
}

export function pageView(
  url: string,
  locale?: string,
  layer: DataLayer | null = browserDataLayer(),
): void {
  layer?.push(pageViewPayload(url, locale));
}

/**
 * For _app: a page view per completed route change. Shallow changes (the booking query
 * being kept in sync) are not page views. The first load is counted by the tag manager itself.
 */
export function usePageViews(): void {
  const router = useRouter();
  const { events, locale } = router;
  useEffect(() => {
    const onComplete = (url: string, props?: { shallow?: boolean }) => {
      if (!props?.shallow) pageView(url, locale);
    };
    events.on('routeChangeComplete', onComplete);
    return () => events.off('routeChangeComplete', onComplete);
  }, [events, locale]);
}
