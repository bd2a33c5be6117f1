/**
 * Price computation: package (+ two-person or prepaid partner rule) + add-ons - location
 * discount - discount code, never below zero. Pure: the caller passes the catalog, the code
 * document, the redemption count and the time. Integer cents inside, francs out.
 */
import type {
  CheckupPackage,
  DiscountCode,
  Language,
  Location,
  Service,
  SiteSettings,
} from '@/server/content/model';
import { localized } from '@/server/content/model';
import { locationOffersCheckup, locationOffersService } from '@/shared/offering';
import { codeRejection, type CodeRejection } from './discount-code';
import {
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_OTHER_CHECKUP,
  DISCOUNT_CODE_UNKNOWN,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
} from '@/contracts/error-ids';
import type { DiscountCodeErrorId } from '@/shared/discount-code';
import { BUILT_IN_PRICE_LABELS, label, type PriceLabels } from '@/server/content/price-labels';
import { centsToFrancs, francsToCents } from './money';
import { INVALID_REQUEST } from '@/contracts/error-ids';

export type PricingCatalog = {
  packages: CheckupPackage[];
  services: Service[];
  locations: Location[];
  /** Site texts of the price summary's own words (absent: the locale files'). */
  priceLabels?: PriceLabels;
};

export type PricingInput = {
  catalog: PricingCatalog;
  checkupSlug: string;
  services: string[];
  /** null while the booker has not chosen a location yet: no location discount then. */
  locationSlug: string | null;
  /** The content document found for the entered code, or null when none was entered. */
  discountCode: DiscountCode | null;
  /** Confirmed reservations that already used this code. */
  discountCodeRedemptions: number;
  isPartnerBooking: boolean;
  /** The partner books their own slot: the check-up is prepaid by the booker. */
  isPartnerCurrentlyBooking: boolean;
  language: Language;
  now: Date;
};

export type LineItem = {
  kind: 'package' | 'service';
  slug: string;
  label: string;
  /** Francs. */
  amount: number;
};

export type PaymentData = { currency: 'CHF'; items: LineItem[]; total: number };

export type Discount = { kind: 'location' | 'code'; label: string; amount: number };

export type Quote = {
  paymentData: PaymentData;
  paymentDataDiscounted: PaymentData;
  discounts: Discount[];
  /** Cents, for storing on the reservation and charging. */
  subtotalCents: number;
  totalCents: number;
};

export type PricingErrorReason =
  | 'unknown-checkup'
  | 'unknown-location'
  | 'unknown-service'
  | 'service-not-bookable'
  | 'service-not-available'
  | 'services-conflict'
  | typeof LOCATION_DOES_NOT_OFFER_CHECKUP
  | `discount-code-${CodeRejection}`;

export class PricingError extends Error {
  constructor(readonly reason: PricingErrorReason) {
    super(reason);
    this.name = 'PricingError';
  }

  /** The catalogue id to answer the client with (an unknown selection is a bad request). */
  get errorId():
    DiscountCodeErrorId | typeof LOCATION_DOES_NOT_OFFER_CHECKUP | typeof INVALID_REQUEST {
    switch (this.reason) {
      case LOCATION_DOES_NOT_OFFER_CHECKUP:
        return LOCATION_DOES_NOT_OFFER_CHECKUP;
      case DISCOUNT_CODE_UNKNOWN:
        return DISCOUNT_CODE_UNKNOWN;
      case DISCOUNT_CODE_EXPIRED:
        return DISCOUNT_CODE_EXPIRED;
      case 'discount-code-not-applicable':
        return DISCOUNT_CODE_OTHER_CHECKUP;
      default:
        // Inactive, not yet valid, used up: one "cannot be used" id.
        return this.reason.startsWith('discount-code-') ? DISCOUNT_CODE_INVALID : INVALID_REQUEST;
    }
  }
}

const labelsOf = (input: PricingInput) => input.catalog.priceLabels ?? BUILT_IN_PRICE_LABELS;

function packageItem(pkg: CheckupPackage, input: PricingInput): LineItem {
  const { language } = input;
  if (input.isPartnerCurrentlyBooking) {
    return {
      kind: 'package',
      slug: pkg.slug,
      label: `${localized(pkg, 'title', language)} (${label(labelsOf(input), 'inPartnerBooking', language)})`,
      amount: 0,
    };
  }
  if (input.isPartnerBooking) {
    return {
      kind: 'package',
      slug: pkg.slug,
      label: localized(pkg, 'title_two_persons', language),
      amount: pkg.priceTwoPerson,
    };
  }
  return {
    kind: 'package',
    slug: pkg.slug,
    label: localized(pkg, 'title', language),
    amount: pkg.price,
  };
}

function serviceItems(
  pkg: CheckupPackage,
  location: Location | null,
  input: PricingInput,
): LineItem[] {
  const slugs = [...new Set(input.services)];
  const chosen = slugs.map((slug) => {
    const service = input.catalog.services.find((s) => s.slug === slug);
    if (!service) throw new PricingError('unknown-service');
    if (service.cannotBeBooked || service.price === null)
      throw new PricingError('service-not-bookable');
    if (!pkg.availableAdditionalServices.includes(slug))
      throw new PricingError('service-not-available');
    if (location && !locationOffersService(location, slug))
      throw new PricingError('service-not-available');
    return service;
  });
  for (const s of chosen) {
    if (s.cannotBeBookedTogether.some((other) => slugs.includes(other)))
      throw new PricingError('services-conflict');
  }
  return chosen.map((s) => ({
    kind: 'service',
    slug: s.slug,
    label: localized(s, 'title', input.language),
    amount: s.price ?? 0,
  }));
}

export function computePrice(input: PricingInput): Quote {
  const pkg = input.catalog.packages.find((p) => p.slug === input.checkupSlug);
  if (!pkg) throw new PricingError('unknown-checkup');
  let location: Location | null = null;
  if (input.locationSlug) {
    location = input.catalog.locations.find((l) => l.slug === input.locationSlug) ?? null;
    if (!location || location.isComingSoon) throw new PricingError('unknown-location');
    if (!locationOffersCheckup(location, pkg))
      throw new PricingError(LOCATION_DOES_NOT_OFFER_CHECKUP);
  }

  const items = [packageItem(pkg, input), ...serviceItems(pkg, location, input)];
  const subtotalCents = items.reduce((sum, i) => sum + francsToCents(i.amount), 0);

  let remaining = subtotalCents;
  const discounts: Discount[] = [];
  const take = (kind: Discount['kind'], discountLabel: string, wantedCents: number) => {
    const cents = Math.min(remaining, Math.max(0, wantedCents));
    remaining -= cents;
    discounts.push({ kind, label: discountLabel, amount: centsToFrancs(cents) });
  };

  // The location discount is a discount on the check-up: the partner's prepaid booking has none.
  if (location?.discountAmount && !input.isPartnerCurrentlyBooking) {
    take(
      'location',
      label(labelsOf(input), 'locationDiscount', input.language),
      francsToCents(location.discountAmount),
    );
  }

  const code = input.discountCode;
  if (code) {
    const rejection = codeRejection(code, {
      checkupSlug: pkg.slug,
      now: input.now,
      redemptions: input.discountCodeRedemptions,
    });
    if (rejection) throw new PricingError(`discount-code-${rejection}`);
    const wanted =
      code.kind === 'percent'
        ? Math.round((remaining * Math.min(code.value, 100)) / 100)
        : francsToCents(code.value);
    take('code', localized(code, 'label', input.language), wanted);
  }

  const subtotal = centsToFrancs(subtotalCents);
  return {
    paymentData: { currency: 'CHF', items, total: subtotal },
    paymentDataDiscounted: { currency: 'CHF', items, total: centsToFrancs(remaining) },
    discounts,
    subtotalCents,
    totalCents: remaining,
  };
}

export type PaymentOption = 'deposit' | 'full';

export type AmountDue = {
  option: PaymentOption;
  /** Cents charged now. */
  dueNowCents: number;
  /** Cents left to pay at the clinic. */
  balanceCents: number;
};

/** What is charged now for the chosen option: the deposit is capped at the total. */
export function amountDue(
  totalCents: number,
  option: PaymentOption,
  settings: Pick<SiteSettings, 'depositAmount'>,
): AmountDue {
  const dueNowCents =
    option === 'full' ? totalCents : Math.min(totalCents, francsToCents(settings.depositAmount));
  return { option, dueNowCents, balanceCents: totalCents - dueNowCents };
}
