/**
 * The booking state (SPEC 3 "Booking state", SPEC 4), as kept in sessionStorage. The zod
 * schema is the one check for anything read back from storage: a tampered or outdated
 * entry falls back to a fresh state instead of breaking the flow.
 */
import { z } from 'zod';

export const PAYMENT_OPTIONS = ['deposit', 'full'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const BIOLOGICAL_SEXES = ['male', 'female'] as const;
export type BiologicalSex = (typeof BIOLOGICAL_SEXES)[number];

const nullableString = z.string().nullable();

export const personalDataSchema = z.object({
  firstName: nullableString,
  lastName: nullableString,
  email: nullableString,
  phone: nullableString,
  city: nullableString,
  country: nullableString,
  postalCode: nullableString,
  street: nullableString,
  /** yyyy-MM-dd */
  birthDate: nullableString,
  biologicalSex: z.enum(BIOLOGICAL_SEXES),
  /** 'de' | 'en' */
  language: nullableString,
  /** The locale the booking was made in, e.g. 'de-ch'. */
  localization: nullableString,
});
export type PersonalData = z.infer<typeof personalDataSchema>;

export const partnerDataSchema = z.object({
  firstName: nullableString,
  lastName: nullableString,
  email: nullableString,
});
export type PartnerData = z.infer<typeof partnerDataSchema>;

/** One line of the price breakdown as the payment data call returns it (ARCHITECTURE). */
export const discountSchema = z.object({
  kind: z.string(),
  label: z.string(),
  amount: z.number(),
});
export type Discount = z.infer<typeof discountSchema>;

/** Opaque to the store: the payment data call owns its shape. */
const jsonObject = z.record(z.string(), z.unknown());
export type PaymentDataObject = z.infer<typeof jsonObject>;

export const bookingStateSchema = z.object({
  checkupSlug: nullableString,
  locationSlug: nullableString,
  services: z.array(z.string()),
  discountCode: nullableString,
  /** yyyy-MM-dd in Europe/Zurich */
  selectedDate: nullableString,
  /** ISO 8601 timestamps */
  timeSlotStart: nullableString,
  timeSlotEnd: nullableString,
  /** Minutes */
  totalDuration: z.number().nullable(),
  paymentData: jsonObject.nullable(),
  paymentDataDiscounted: jsonObject.nullable(),
  discounts: z.array(discountSchema),
  reservationId: nullableString,
  reservationName: nullableString,
  reservationIdPartner: nullableString,
  personalData: personalDataSchema,
  personalDataPartner: partnerDataSchema,
  paymentOption: z.enum(PAYMENT_OPTIONS),
  isReservationSuccess: z.boolean(),
  isPaymentSuccess: z.boolean(),
  isPartnerBooking: z.boolean(),
  isProcessing: z.boolean(),
});
export type BookingState = z.infer<typeof bookingStateSchema>;

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
  personalData: EMPTY_PERSONAL_DATA,
  personalDataPartner: EMPTY_PARTNER_DATA,
  paymentOption: 'deposit',
  isReservationSuccess: false,
  isPaymentSuccess: false,
  isPartnerBooking: false,
  isProcessing: false,
};
