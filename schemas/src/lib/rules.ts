/** Pure validation rules used by the schema types (and by the seed test). */
import { MESSAGES } from '../i18n/messages';
import { isFilled, type Check } from './text';

/** Slugs appear in URLs and in code paths (checkup=whole_body_scan): lower case, digits, underscores. */
export const SLUG_PATTERN = /^[a-z0-9]+(_[a-z0-9]+)*$/;
/** Error ids are kebab-case catalogue keys, e.g. discount-code-invalid. */
export const ERROR_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Google Tag Manager container id (SPEC point 5). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
/** Discount codes as customers type them: letters, digits, dash, underscore. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Room ids, e.g. zrh-mri-1. */
export const ROOM_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function slugProblem(slug: { current?: unknown } | undefined): Check {
  if (!slug || !isFilled(slug.current)) return MESSAGES.slugRequired;
  return SLUG_PATTERN.test(slug.current)
    ? true
    : MESSAGES.slugFormat;
}

export function gtmIdProblem(gtmId: unknown): Check {
  if (gtmId === undefined || gtmId === null || gtmId === '') return true;
  return typeof gtmId === 'string' && GTM_ID_PATTERN.test(gtmId)
    ? true
    : MESSAGES.gtmId;
}

export function nonNegativeAmountProblem(amount: unknown): Check {
  if (amount === undefined || amount === null) return true;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? true
    : MESSAGES.amountNonNegative;
}

/** A real calendar date in yyyy-MM-dd. */
export function isoDateProblem(date: unknown): Check {
  if (typeof date !== 'string' || !ISO_DATE_PATTERN.test(date))
    return MESSAGES.dateFormat;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
    ? true
    : MESSAGES.notARealDate(date);
}

export function redirectFromProblem(from: unknown): Check {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//'))
    return MESSAGES.redirectPath;
  return /\s/.test(from) ? MESSAGES.noSpaces : true;
}

/** A path on this site or an absolute https URL. */
export function redirectToProblem(to: unknown): Check {
  if (typeof to !== 'string' || to === '') return MESSAGES.redirectTarget;
  if (/\s/.test(to)) return MESSAGES.noSpaces;
  if (to.startsWith('/')) return to.startsWith('//') ? MESSAGES.otherSitesHttps : true;
  try {
    return new URL(to).protocol === 'https:' ? true : MESSAGES.absoluteHttps;
  } catch {
    return MESSAGES.pathOrHttps;
  }
}

export function redirectLoopProblem(redirect: { from?: unknown; to?: unknown } | undefined): Check {
  return redirect && isFilled(redirect.from) && redirect.from === redirect.to
    ? MESSAGES.redirectLoop
    : true;
}

export type DiscountKind = 'percent' | 'fixed';

/** Percent codes take 0-100; fixed codes take whole francs of 0 or more. */
export function discountValueProblem(kind: unknown, value: unknown): Check {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MESSAGES.valueRequired;
  if (value < 0) return MESSAGES.valueNonNegative;
  if (kind === 'percent' && value > 100) return MESSAGES.percentRange;
  return true;
}

/** validFrom must be before validUntil when both are set. */
export function validityRangeProblem(validFrom: unknown, validUntil: unknown): Check {
  if (!isFilled(validFrom) || !isFilled(validUntil)) return true;
  const from = Date.parse(validFrom);
  const until = Date.parse(validUntil);
  if (Number.isNaN(from) || Number.isNaN(until)) return MESSAGES.dateTimes;
  return from < until ? true : MESSAGES.untilAfterFrom;
}

interface RefLike {
  _ref?: string;
}

/** A service cannot be both included in a package and offered as an add-on to it. */
export function includedVsAdditionalProblem(
  included: RefLike[] | undefined,
  additional: RefLike[] | undefined,
): Check {
  const inc = new Set((included ?? []).map((r) => r._ref));
  const both = (additional ?? []).filter((r) => inc.has(r._ref)).map((r) => r._ref);
  return both.length === 0 ? true : MESSAGES.alreadyIncluded(both.join(', '));
}

/**
 * A service that visitors can book needs a price and a duration; one marked "cannot be booked"
 * may leave them empty (SPEC: null if not bookable).
 */
export function bookableServiceProblem(service: {
  cannotBeBooked?: unknown;
  price?: unknown;
  durationMinutes?: unknown;
}): Check {
  if (service.cannotBeBooked === true) return true;
  if (typeof service.price !== 'number' || typeof service.durationMinutes !== 'number') {
    return MESSAGES.bookableNeedsPrice;
  }
  return true;
}

/** A service must not exclude itself. */
export function selfExclusionProblem(
  documentId: string | undefined,
  refs: RefLike[] | undefined,
): Check {
  if (!documentId) return true;
  const id = documentId.replace(/^drafts\./, '');
  return (refs ?? []).some((r) => r._ref === id) ? MESSAGES.selfExclusion : true;
}

/** Legal pages (terms, privacy, imprint) live on the clinic's website: an absolute https link. */
export function legalUrlProblem(url: unknown): Check {
  if (!isFilled(url))
    return MESSAGES.legalUrlRequired;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? true : MESSAGES.useHttps;
  } catch {
    return MESSAGES.fullAddress;
  }
}

/**
 * ZSR number (Zahlstellenregister, SASIS AG): the number Swiss health insurers know a provider
 * by, printed on every receipt they are to refund (docs/payments.md, "Receipts"): one capital
 * letter and six digits, e.g. H123456.
 */
export const ZSR_PATTERN = /^[A-Z]\d{6}$/;

export function zsrProblem(zsr: unknown): Check {
  if (zsr === undefined || zsr === null || zsr === '') return true;
  return typeof zsr === 'string' && ZSR_PATTERN.test(zsr)
    ? true
    : MESSAGES.zsr;
}

/**
 * The GS1 check digit of the first 12 digits of a GLN-13: weights 1 and 3 alternate from the
 * left, the digit brings the sum up to a multiple of ten.
 */
export function glnCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** GLN (Global Location Number, GS1): 13 digits, the last one a valid check digit. */
export function glnProblem(gln: unknown): Check {
  if (gln === undefined || gln === null || gln === '') return true;
  if (typeof gln !== 'string' || !/^\d{13}$/.test(gln))
    return MESSAGES.glnFormat;
  return glnCheckDigit(gln.slice(0, 12)) === Number(gln[12])
    ? true
    : MESSAGES.glnCheckDigit(glnCheckDigit(gln.slice(0, 12)));
}
