/**
 * Between the summary form and the booking store: the form's first values from what the
 * store holds (the URL's prefill, SPEC 2, or what was typed before a reload), and the part
 * of the typed values the store keeps while the visitor types. Pure, tested without a browser.
 */
import type { BookingState, PersonalData } from '@/features/booking/state/types';
import { PREFERRED_PHONE_COUNTRIES, type Market } from '@/i18n/locales';
import { birthDateOf, type SummaryFormValues } from './formSchema';
import { matchCountry, splitPhone, type CountryOption } from './phoneCountries';

export function formDefaultsOf(
  state: BookingState,
  market: Market,
  countries: readonly CountryOption[],
): SummaryFormValues {
  const p = state.personalData;
  const partner = state.personalDataPartner;
  const preferred = PREFERRED_PHONE_COUNTRIES[market];
  const phone = p.phone ? splitPhone(p.phone, preferred) : null;
  return {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    email: p.email ?? '',
    phoneCountry: phone?.country ?? preferred[0],
    phoneNational: phone?.national ?? '',
    birthDate: p.birthDate ?? '',
    biologicalSex: p.biologicalSex,
    street: p.street ?? '',
    postalCode: p.postalCode ?? '',
    city: p.city ?? '',
    country: matchCountry(p.country, countries) ?? preferred[0],
    partnerFirstName: partner.firstName ?? '',
    partnerLastName: partner.lastName ?? '',
    partnerEmail: partner.email ?? '',
    discountCode: state.discountCode ?? '',
    paymentOption: state.paymentOption,
    consent: false,
    lateTermsAccepted: false,
    smsReminder: false,
  };
}

/**
 * What the store mirrors while the visitor types (a reload or a step back keeps it). Contact
 * fields (email, phone) are stored only on submit, with the rest of the validated data.
 */
export function draftPersonalDataOf(values: Partial<SummaryFormValues>): Partial<PersonalData> {
  return {
    firstName: values.firstName?.trim() || null,
    lastName: values.lastName?.trim() || null,
    // Only a real day: a half-typed date is not kept over a reload.
    birthDate: birthDateOf(values.birthDate ?? ''),
    biologicalSex: values.biologicalSex ?? 'male',
    street: values.street?.trim() || null,
    postalCode: values.postalCode?.trim() || null,
    city: values.city?.trim() || null,
    country: values.country || null,
  };
}
