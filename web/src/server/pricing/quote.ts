/**
 * Price quotes with I/O: fresh content (prices never come from a CDN or the client), the
 * discount code document and its redemption count from the reservations database.
 */
import { DomainError } from '@/server/domain-error';
import { findDiscountCode, getCatalog, type Catalog } from '@/server/content';
import { contentForLocale, type TextVariant } from '@/i18n/germanyGerman';
import type { Locale } from '@/i18n/locales';
import type { DiscountCode, Language } from '@/server/content/model';
import { getDb, type Db } from '@/server/db/client';
import { log } from '@/server/log';
import { computePrice, PricingError, type Quote } from './compute';
import { countRedemptions } from './redemptions';
import { isDiscountCodeError } from '@/shared/discount-code';
import {
  DISCOUNT_CODE_UNKNOWN,
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  RESERVE_OTHER,
} from '@/contracts/error-ids';

export type QuoteRequest = {
  checkupSlug: string;
  services: string[];
  locationSlug: string | null;
  discountCode: string | null;
  isPartnerBooking: boolean;
  isPartnerCurrentlyBooking: boolean;
  /** de_DE: German with the Germany-German labels (docs/manage-booking.md). */
  language: TextVariant;
};

export type QuoteResult = Quote & {
  catalog: Catalog;
  /** The code as stored in content (canonical spelling), or null. */
  discountCode: string | null;
};

/** The code's content document and its redemptions (counted only when the code has a cap). */
async function loadCode(
  code: string | null,
  db: () => Promise<Db>,
): Promise<{ doc: DiscountCode | null; redemptions: number }> {
  const entered = code?.trim();
  if (!entered) return { doc: null, redemptions: 0 };
  const doc = await findDiscountCode(entered);
  // An unknown code is as invalid as an expired one: the client hears the same id.
  if (!doc) throw new PricingError(DISCOUNT_CODE_UNKNOWN);
  const redemptions =
    doc.maxRedemptions === null ? 0 : await countRedemptions(await db(), doc.code);
  return { doc, redemptions };
}

/** Throws PricingError (errorId: a discount-code-* id or invalid-request) for a bad request. */
export async function quote(request: QuoteRequest, now: Date = new Date()): Promise<QuoteResult> {
  const [catalog, code] = await Promise.all([
    getCatalog({ fresh: true }),
    loadCode(request.discountCode, getDb),
  ]);
  // de_DE: German labels from the Germany-German texts (the amounts are the same).
  const locale = request.language === 'de_DE' ? 'de-de' : 'de-ch';
  const result = computePrice({
    catalog: contentForLocale(catalog, locale),
    checkupSlug: request.checkupSlug,
    services: request.services,
    locationSlug: request.locationSlug,
    discountCode: contentForLocale(code.doc, locale),
    discountCodeRedemptions: code.redemptions,
    isPartnerBooking: request.isPartnerBooking,
    isPartnerCurrentlyBooking: request.isPartnerCurrentlyBooking,
    language: request.language === 'de_DE' ? 'de' : request.language,
    now,
  });
  return { ...result, catalog, discountCode: code.doc?.code ?? null };
}

export type ReservationQuoteInput = Omit<QuoteRequest, 'language'> & {
  language: Language;
  /** The booking's locale: de-de labels read Germany German (absent: the language's text). */
  locale?: Locale;
};

export type ReservationQuote = {
  subtotalCents: number;
  totalCents: number;
  /** The code as stored in content, or null. */
  discountCode: string | null;
  /**
   * The code's maxRedemptions, or null (no code, or no cap). The create transaction checks it
   * again under the code's lock (./redemptions.ts): this quote's count is only a first look.
   */
  discountCodeCap: number | null;
  /** Nothing to pay (the partner's prepaid booking without add-ons, a 100 % code): confirm at once. */
  nothingDue: boolean;
  /** The same quote with labels in each language, for the reservation's snapshot. */
  quotes: Record<Language, Quote>;
};

/**
 * The amount a new reservation is fixed at, from the catalog the create service already read
 * fresh. Throws DomainError: discount-code-invalid for a code that cannot be used, 400
 * reserve-timeslot-error-other for a selection the pricing refuses.
 */
export async function quoteReservation(
  input: ReservationQuoteInput,
  deps: { db: Db; catalog: Pick<Catalog, 'packages' | 'services' | 'locations'>; now: Date },
): Promise<ReservationQuote> {
  try {
    const code = await loadCode(input.discountCode, async () => deps.db);
    // A de-de booking's German labels are the Germany-German texts it was shown (docs/manage-booking.md).
    const locale = input.locale ?? 'de-ch';
    const catalog = contentForLocale(deps.catalog, locale);
    const codeDoc = contentForLocale(code.doc, locale);
    const quoteIn = (language: Language) =>
      computePrice({
        catalog,
        checkupSlug: input.checkupSlug,
        services: input.services,
        locationSlug: input.locationSlug,
        discountCode: codeDoc,
        discountCodeRedemptions: code.redemptions,
        isPartnerBooking: input.isPartnerBooking,
        isPartnerCurrentlyBooking: input.isPartnerCurrentlyBooking,
        language,
        now: deps.now,
      });
    const quotes = { en: quoteIn('en'), de: quoteIn('de') };
    const result = quotes[input.language];
    return {
      quotes,
      subtotalCents: result.subtotalCents,
      totalCents: result.totalCents,
      discountCode: code.doc?.code ?? null,
      discountCodeCap: code.doc?.maxRedemptions ?? null,
      nothingDue: result.totalCents === 0,
    };
  } catch (err) {
    if (err instanceof PricingError) {
      log.info('reserve-rejected', { reason: err.reason });
      if (isDiscountCodeError(err.errorId))
        throw new DomainError('discount-code-refused', err.errorId);
      throw new DomainError(
        'selection-invalid',
        err.errorId === LOCATION_DOES_NOT_OFFER_CHECKUP ? err.errorId : RESERVE_OTHER,
      );
    }
    throw err;
  }
}
