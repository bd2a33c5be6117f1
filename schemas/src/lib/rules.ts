/** Pure validation rules used by the schema types (and by the seed test). */
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
  if (!slug || !isFilled(slug.current)) return 'Slug is required';
  return SLUG_PATTERN.test(slug.current)
    ? true
    : 'Use lower-case letters, digits and single underscores (e.g. whole_body_scan)';
}

export function gtmIdProblem(gtmId: unknown): Check {
  if (gtmId === undefined || gtmId === null || gtmId === '') return true;
  return typeof gtmId === 'string' && GTM_ID_PATTERN.test(gtmId)
    ? true
    : 'Must be GTM- followed by upper-case letters and digits, e.g. GTM-AB12CD3';
}

export function nonNegativeAmountProblem(amount: unknown): Check {
  if (amount === undefined || amount === null) return true;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? true
    : 'Amount must be 0 or more';
}

/** A real calendar date in yyyy-MM-dd. */
export function isoDateProblem(date: unknown): Check {
  if (typeof date !== 'string' || !ISO_DATE_PATTERN.test(date))
    return 'Date must look like 2026-12-25';
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
    ? true
    : `${date} is not a real date`;
}

export function redirectFromProblem(from: unknown): Check {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//'))
    return 'Must be a path starting with /';
  return /\s/.test(from) ? 'Must not contain spaces' : true;
}

/** A path on this site or an absolute https URL. */
export function redirectToProblem(to: unknown): Check {
  if (typeof to !== 'string' || to === '') return 'Target is required';
  if (/\s/.test(to)) return 'Must not contain spaces';
  if (to.startsWith('/')) return to.startsWith('//') ? 'Use https://... for other sites' : true;
  try {
    return new URL(to).protocol === 'https:' ? true : 'Absolute targets must use https://';
  } catch {
    return 'Must be a path starting with / or an https:// URL';
  }
}

export function redirectLoopProblem(redirect: { from?: unknown; to?: unknown } | undefined): Check {
  return redirect && isFilled(redirect.from) && redirect.from === redirect.to
    ? 'A redirect must not point to itself'
    : true;
}

export type DiscountKind = 'percent' | 'fixed';

/** Percent codes take 0-100; fixed codes take whole francs of 0 or more. */
export function discountValueProblem(kind: unknown, value: unknown): Check {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Value is required';
  if (value < 0) return 'Value must be 0 or more';
  if (kind === 'percent' && value > 100) return 'A percentage must be between 0 and 100';
  return true;
}

/** validFrom must be before validUntil when both are set. */
export function validityRangeProblem(validFrom: unknown, validUntil: unknown): Check {
  if (!isFilled(validFrom) || !isFilled(validUntil)) return true;
  const from = Date.parse(validFrom);
  const until = Date.parse(validUntil);
  if (Number.isNaN(from) || Number.isNaN(until)) return 'Dates must be valid date-times';
  return from < until ? true : '"Valid until" must be after "valid from"';
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
  return both.length === 0 ? true : `Already included in the package: ${both.join(', ')}`;
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
    return 'A bookable service needs a price and a duration (or tick "cannot be booked")';
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
  return (refs ?? []).some((r) => r._ref === id) ? 'A service cannot exclude itself' : true;
}

/** Legal pages (terms, privacy, imprint) live on the clinic's website: an absolute https link. */
export function legalUrlProblem(url: unknown): Check {
  if (!isFilled(url))
    return 'Required: the site links this page from the booking form and the footer';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? true : 'Use an https:// address';
  } catch {
    return 'Must be a full address, e.g. https://www.example.ch/terms';
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
    : 'A ZSR number is one capital letter and six digits, e.g. H123456';
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
    return 'A GLN is 13 digits, e.g. 7601000000002 (no spaces)';
  return glnCheckDigit(gln.slice(0, 12)) === Number(gln[12])
    ? true
    : `The check digit of this GLN is wrong: it should end in ${glnCheckDigit(gln.slice(0, 12))}`;
}
