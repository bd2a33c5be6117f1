/** A filled summary form that passes every rule (one person; partner fields empty). */
import type { SummaryFormValues } from '../formSchema';

export const validFormValues: SummaryFormValues = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phoneCountry: 'CH',
  phoneNational: '079 123 45 67',
  birthDate: '1980-05-17',
  biologicalSex: 'female',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
  partnerFirstName: '',
  partnerLastName: '',
  partnerEmail: '',
  discountCode: '',
  paymentOption: 'deposit',
  consent: true,
  lateTermsAccepted: false,
};
