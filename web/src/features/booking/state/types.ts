/**
 * The booking state (SPEC 3 "Booking state", SPEC 4), as kept in sessionStorage.
 * `parseBookingState` is the one check for anything read back from storage: a tampered or
 * outdated entry falls back to a fresh state instead of breaking the flow. It is written
 * by hand, not with zod: this module is part of every page (the store lives in _app), and
 * zod's runtime (about 20 kB gzip) would count against the check-up step's JS budget.
 */
import {
  arrayOf,
  boolean,
  INVALID,
  nullable,
  number,
  oneOf,
  plainObject,
  shape,
  string,
  type Parser,
} from '@/lib/shapeCheck';

export const PAYMENT_OPTIONS = ['deposit', 'full'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const BIOLOGICAL_SEXES = ['male', 'female'] as const;
export type BiologicalSex = (typeof BIOLOGICAL_SEXES)[number];

export interface PersonalData {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  postalCode: string | null;
  street: string | null;
  /** yyyy-MM-dd */
  birthDate: string | null;
  biologicalSex: BiologicalSex;
  /** 'de' | 'en' */
  language: string | null;
  /** The locale the booking was made in, e.g. 'de-ch'. */
  localization: string | null;
}

export interface PartnerData {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** One line of the price breakdown as the payment data call returns it (docs/spec.md §4). */
export interface Discount {
  kind: string;
  label: string;
  amount: number;
}

/** Opaque to the store: the payment data call owns its shape. */
export type PaymentDataObject = Record<string, unknown>;

export interface BookingState {
  checkupSlug: string | null;
  locationSlug: string | null;
  services: string[];
  discountCode: string | null;
  /**
   * yyyy-MM-dd in Europe/Zurich: the earliest day a landing link (startDate prefill, SPEC 2)
   * lets the visitor choose. Kept for the session, not written back to the URL.
   */
  startDate: string | null;
  /** yyyy-MM-dd in Europe/Zurich */
  selectedDate: string | null;
  /** ISO 8601 timestamps */
  timeSlotStart: string | null;
  timeSlotEnd: string | null;
  /** Minutes */
  totalDuration: number | null;
  paymentData: PaymentDataObject | null;
  paymentDataDiscounted: PaymentDataObject | null;
  discounts: Discount[];
  reservationId: string | null;
  reservationName: string | null;
  reservationIdPartner: string | null;
  /**
   * The invited partner's view of the partner booking's payment (fetch-partner): francs the
   * booker paid and francs still due at the clinic, so the partner's pages say exactly that.
   */
  partnerPayment: PartnerPayment | null;
  personalData: PersonalData;
  personalDataPartner: PartnerData;
  /**
   * A slot the waitlist holds for this visitor (an offer link, docs/waitlist.md): the hold the
   * summary's create releases and takes again. Dropped when the slot changes (then released).
   */
  waitlistHold: WaitlistHold | null;
  paymentOption: PaymentOption;
  isReservationSuccess: boolean;
  isPaymentSuccess: boolean;
  isPartnerBooking: boolean;
  isProcessing: boolean;
}

const nullableString = nullable(string);

/** The pending reservation an offer holds, its email (for the release), slot start and end of the hold. */
export interface WaitlistHold {
  reservationId: string;
  email: string;
  /** ISO instants. */
  start: string;
  expiresAt: string;
}
const waitlistHoldShape = shape<WaitlistHold>({
  reservationId: string,
  email: string,
  start: string,
  expiresAt: string,
});
/** Added after states were first stored: an entry without it reads as null. */
const addedWaitlistHold: Parser<WaitlistHold | null> = (v) =>
  v === undefined ? null : nullable(waitlistHoldShape)(v);

export interface PartnerPayment {
  paid: number;
  balanceDue: number;
}
const partnerPaymentShape = shape<PartnerPayment>({ paid: number, balanceDue: number });
/** Added after states were first stored: an entry without it reads as null. */
const addedPartnerPayment: Parser<PartnerPayment | null> = (v) =>
  v === undefined ? null : nullable(partnerPaymentShape)(v);
/** A key added after states were first stored: an entry without it reads as null. */
const addedNullableString: Parser<string | null> = (v) =>
  v === undefined ? null : nullableString(v);

const personalData = shape<PersonalData>({
  firstName: nullableString,
  lastName: nullableString,
  email: nullableString,
  phone: nullableString,
  city: nullableString,
  country: nullableString,
  postalCode: nullableString,
  street: nullableString,
  birthDate: nullableString,
  biologicalSex: oneOf(BIOLOGICAL_SEXES),
  language: nullableString,
  localization: nullableString,
});

const partnerData = shape<PartnerData>({
  firstName: nullableString,
  lastName: nullableString,
  email: nullableString,
});

const discount = shape<Discount>({ kind: string, label: string, amount: number });

const bookingState = shape<BookingState>({
  checkupSlug: nullableString,
  locationSlug: nullableString,
  services: arrayOf(string),
  discountCode: nullableString,
  startDate: addedNullableString,
  selectedDate: nullableString,
  timeSlotStart: nullableString,
  timeSlotEnd: nullableString,
  totalDuration: nullable(number),
  paymentData: nullable(plainObject),
  paymentDataDiscounted: nullable(plainObject),
  discounts: arrayOf(discount),
  reservationId: nullableString,
  reservationName: nullableString,
  reservationIdPartner: nullableString,
  partnerPayment: addedPartnerPayment,
  personalData,
  personalDataPartner: partnerData,
  waitlistHold: addedWaitlistHold,
  paymentOption: oneOf(PAYMENT_OPTIONS),
  isReservationSuccess: boolean,
  isPaymentSuccess: boolean,
  isPartnerBooking: boolean,
  isProcessing: boolean,
});

/** The stored state when every field has the right type (unknown keys dropped), else null. */
export function parseBookingState(value: unknown): BookingState | null {
  const parsed = bookingState(value);
  return parsed === INVALID ? null : parsed;
}

export const EMPTY_PERSONAL_DATA: PersonalData = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  city: null,
  country: null,
  postalCode: null,
  street: null,
  birthDate: null,
  biologicalSex: 'male',
  language: null,
  localization: null,
};

export const EMPTY_PARTNER_DATA: PartnerData = { firstName: null, lastName: null, email: null };

export const INITIAL_BOOKING_STATE: BookingState = {
  checkupSlug: null,
  locationSlug: null,
  services: [],
  discountCode: null,
  startDate: null,
  selectedDate: null,
  timeSlotStart: null,
  timeSlotEnd: null,
  totalDuration: null,
  paymentData: null,
  paymentDataDiscounted: null,
  discounts: [],
  reservationId: null,
  reservationName: null,
  reservationIdPartner: null,
  partnerPayment: null,
  personalData: EMPTY_PERSONAL_DATA,
  personalDataPartner: EMPTY_PARTNER_DATA,
  waitlistHold: null,
  paymentOption: 'deposit',
  isReservationSuccess: false,
  isPaymentSuccess: false,
  isPartnerBooking: false,
  isProcessing: false,
};
