/**
 * The booking flow's query parameters (SPEC 2), parsed and written by pure functions.
 * Every value is checked; anything invalid is dropped, never passed on:
 * - booking state, synced both ways: checkup, services (repeated), location, selectedDate,
 *   discountCode, reservationId, isPartnerBooking;
 * - prefill, read once: startDate, timeslot-start, firstname, lastname, email, phone,
 *   birthdate, sex, street, postalcode, city, country, partner, reservationIdPartner.
 *   startDate goes into the state for the session (the earliest day the timeslot step
 *   offers) but is not written back to the URL: SPEC 2 lists it as a prefill, not a synced key;
 * - the payment provider's return: redirect_status, payment_intent_client_secret.
 * Plain checks rather than zod: every step page parses its URL, and zod's runtime would
 * count against the check-up step's JS budget (docs/performance.md).
 */
import type { ParsedUrlQuery } from 'querystring';
import {
  hasForbiddenNameCharacters,
  isEmailAddress,
  MARKUP_CHARACTERS,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  PHONE_SEPARATORS,
  POSTAL_CODE_PATTERN,
} from '@/shared/contact-patterns';
import type { BookingQueryPatch } from '../state/reducer';
import type { BookingState, PersonalData } from '../state/types';
import { isRealDate, parseInstant, todayInZurich } from '../zurichDate';

export type RawQuery = ParsedUrlQuery | Record<string, string | string[] | undefined>;

export interface KnownSlugs {
  checkups: readonly string[];
  services: readonly string[];
  locations: readonly string[];
  /** Per location, the services it does not offer (shared/offering.ts; the steps' guards). */
  unsupportedAt?: Readonly<Record<string, readonly string[]>>;
  /** Per check-up, the services it includes. */
  includedIn?: Readonly<Record<string, readonly string[]>>;
}

export interface ParseContext {
  known: KnownSlugs;
  /** The current instant; "today" is taken in Europe/Zurich. */
  now: Date;
}

/** The query keys the state is written to. */
export const BOOKING_KEYS = [
  'checkup',
  'services',
  'location',
  'selectedDate',
  'discountCode',
  'reservationId',
  'isPartnerBooking',
] as const;

/** Prefill keys holding personal data: applied to the store, then removed from the URL (no personal data in URLs, logs and analytics). */
export const PERSONAL_PREFILL_KEYS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'birthdate',
  'sex',
  'street',
  'postalcode',
  'city',
  'country',
  'timeslot-start',
  // The payment email's signed token: a credential, removed from the URL like personal data.
  'token',
] as const;

export interface ParsedBookingQuery {
  /** Booking state values present and valid in the URL. */
  booking: {
    checkupSlug?: string;
    services?: string[];
    locationSlug?: string;
    selectedDate?: string;
    discountCode?: string;
    reservationId?: string;
    isPartnerBooking?: boolean;
  };
  prefill: {
    /** A real day, today or later in Zurich (an earlier one adds nothing to today). */
    startDate?: string;
    timeSlotStart?: string;
    personalData: Partial<PersonalData>;
    partner?: boolean;
    reservationIdPartner?: string;
    /** The signed payment token of the payment email's link (server/tokens). */
    paymentToken?: string;
  };
  paymentReturn: {
    redirectStatus?: string;
    paymentIntentClientSecret?: string;
  };
  /** Earliest selectable day: today in Zurich, or startDate when that is later. */
  minDate: string;
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined) return undefined;
  const trimmed = v.trim();
  return trimmed === '' ? undefined : trimmed;
}

function all(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  // Also accept a comma-joined list, the shape the server calls use.
  return list
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A value is taken as it is when it passes, or dropped (undefined). */
type Check<T> = (value: string) => T | undefined;

const matching =
  (pattern: RegExp, maxLength = Infinity): Check<string> =>
  (value) =>
    value.length <= maxLength && pattern.test(value) ? value : undefined;

function checked<T>(check: Check<T>, value: string | undefined): T | undefined {
  return value === undefined ? undefined : check(value);
}

const uuid = matching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const discountCode = matching(/^[A-Za-z0-9_-]{1,40}$/);
const flag: Check<boolean> = (v) => (v === 'true' ? true : v === 'false' ? false : undefined);
// The person rules of the summary form (shared/person.ts), on values already trimmed by first().
/** A name, street or city as the form takes it (formName). */
const name: Check<string> = (v) =>
  v.length <= NAME_MAX_LENGTH && !MARKUP_CHARACTERS.test(v) && !hasForbiddenNameCharacters(v)
    ? v
    : undefined;
/** SPEC 5: optional plus and 8 to 15 digits (spaces, dashes and dots are tolerated and removed). */
const phone: Check<string> = (v) => matching(PHONE_PATTERN)(v.replace(PHONE_SEPARATORS, ''));
const email: Check<string> = (v) => (isEmailAddress(v) ? v : undefined);
const postalCode = matching(POSTAL_CODE_PATTERN);
const sex: Check<'male' | 'female'> = (v) => {
  const lower = v.toLowerCase();
  return lower === 'male' || lower === 'female' ? lower : undefined;
};
const paymentStatus = matching(/^[a-z_]{1,40}$/);
const clientSecret = matching(/^[A-Za-z0-9_-]{1,200}$/);
const signedToken = matching(/^v2\.[A-Za-z0-9_-]+$/, 600);

function knownSlug(value: string | undefined, known: readonly string[]): string | undefined {
  return value !== undefined && known.includes(value) ? value : undefined;
}

function dateOnOrAfter(value: string | undefined, min: string): string | undefined {
  return value !== undefined && isRealDate(value) && value >= min ? value : undefined;
}

function personalPrefill(query: RawQuery, now: Date): Partial<PersonalData> {
  const today = todayInZurich(now);
  const birthDate = first(query.birthdate);
  const fields: Partial<PersonalData> = {
    firstName: checked(name, first(query.firstname)),
    lastName: checked(name, first(query.lastname)),
    email: checked(email, first(query.email)),
    phone: checked(phone, first(query.phone)),
    birthDate: birthDate && isRealDate(birthDate) && birthDate < today ? birthDate : undefined,
    biologicalSex: checked(sex, first(query.sex)),
    street: checked(name, first(query.street)),
    postalCode: checked(postalCode, first(query.postalcode)),
    city: checked(name, first(query.city)),
    country: checked(name, first(query.country)),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Partial<PersonalData>;
}

export function parseBookingQuery(
  query: RawQuery,
  { known, now }: ParseContext,
): ParsedBookingQuery {
  const today = todayInZurich(now);
  const startDate = dateOnOrAfter(first(query.startDate), today);
  const minDate = startDate ?? today;

  const servicesParam = all(query.services);
  const services = [...new Set(servicesParam.filter((s) => known.services.includes(s)))];

  const booking: ParsedBookingQuery['booking'] = {
    checkupSlug: knownSlug(first(query.checkup), known.checkups),
    services: services.length > 0 ? services : undefined,
    locationSlug: knownSlug(first(query.location), known.locations),
    selectedDate: dateOnOrAfter(first(query.selectedDate), minDate),
    discountCode: checked(discountCode, first(query.discountCode)),
    reservationId: checked(uuid, first(query.reservationId)),
    isPartnerBooking: checked(flag, first(query.isPartnerBooking)),
  };

  const slot = parseInstant(first(query['timeslot-start']) ?? '');
  const timeSlotStart = slot && slot.millis >= now.getTime() ? slot.iso : undefined;

  return {
    booking: dropUndefined(booking),
    prefill: dropUndefined({
      startDate,
      timeSlotStart,
      personalData: personalPrefill(query, now),
      partner: checked(flag, first(query.partner)),
      reservationIdPartner: checked(uuid, first(query.reservationIdPartner)),
      paymentToken: checked(signedToken, first(query.token)),
    }),
    paymentReturn: dropUndefined({
      redirectStatus: checked(paymentStatus, first(query.redirect_status)),
      paymentIntentClientSecret: checked(clientSecret, first(query.payment_intent_client_secret)),
    }),
    minDate,
  };
}

function dropUndefined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

/** The store change a parsed query asks for: present values override the state. */
export function queryToPatch(parsed: ParsedBookingQuery): BookingQueryPatch {
  const patch: BookingQueryPatch = { ...parsed.booking };
  if (parsed.prefill.startDate) patch.startDate = parsed.prefill.startDate;
  if (parsed.prefill.timeSlotStart) patch.timeSlotStart = parsed.prefill.timeSlotStart;
  if (Object.keys(parsed.prefill.personalData).length > 0)
    patch.personalData = parsed.prefill.personalData;
  return patch;
}

/** The booking keys for a state; empty values are left out. */
export function toBookingQuery(state: BookingState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (state.checkupSlug) query.checkup = state.checkupSlug;
  if (state.services.length > 0) query.services = [...state.services];
  if (state.locationSlug) query.location = state.locationSlug;
  if (state.selectedDate) query.selectedDate = state.selectedDate;
  if (state.discountCode) query.discountCode = state.discountCode;
  if (state.reservationId) query.reservationId = state.reservationId;
  if (state.isPartnerBooking) query.isPartnerBooking = 'true';
  return query;
}

/**
 * The query a page should show: its other parameters as they are, the booking keys from
 * the state, and personal prefill removed once it is in the store.
 */
export function mergeBookingQuery(
  current: RawQuery,
  state: BookingState,
): Record<string, string | string[]> {
  const drop = new Set<string>([...BOOKING_KEYS, ...PERSONAL_PREFILL_KEYS]);
  const kept: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(current)) {
    if (!drop.has(key) && value !== undefined) kept[key] = value;
  }
  return { ...kept, ...toBookingQuery(state) };
}

/** An order-independent key for a query (repeated values keep their order). */
export function queryKey(query: RawQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, v);
  }
  return params.toString();
}
