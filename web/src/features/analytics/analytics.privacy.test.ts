/**
 * Unit: what the tag manager receives for a booking whose store holds every personal field
 * (booker and partner) — the checkout events of the flow pages and of the idle dialog, and
 * page views of a landing link that prefilled the form — carries no name, email, phone,
 * address or birth date, and no partner invitation id.
 */
import {
  CHECKOUT_EVENTS,
  checkoutContext,
  pageView,
  trackCheckoutEvent,
  type DataLayer,
} from './analytics';
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import { idleCheckoutContext } from '@/features/overlays/idleAnalytics';
import { PLUS_FOR_TWO_PRICES } from '@/features/booking/state/__fixtures__/bookings';

const person = {
  firstName: 'Annelie',
  lastName: 'Vertraulich',
  email: 'annelie.vertraulich@example.com',
  phone: '+41791112233',
  city: 'Zürich',
  country: 'CH',
  postalCode: '8001',
  street: 'Geheimweg 7',
  birthDate: '1977-03-19',
  biologicalSex: 'female' as const,
  language: 'de',
  localization: 'de-ch',
};
const partner = { firstName: 'Benedikt', lastName: 'Partnerhof', email: 'benedikt@example.com' };
const state: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  locationSlug: 'bern',
  services: ['brain_age'],
  discountCode: 'SPRING10',
  selectedDate: '2030-01-07',
  timeSlotStart: '2030-01-07T10:00:00+01:00',
  reservationId: '7d9f4c1e-1111-4000-8000-000000000001',
  reservationName: 'BER-4FKX-QC',
  personalData: person,
  personalDataPartner: partner,
  isPartnerBooking: true,
  ...PLUS_FOR_TWO_PRICES,
};
const catalog = {
  packages: [{ slug: 'whole_body_scan', price: 2990, priceTwoPerson: 5480 }],
  services: [{ slug: 'brain_age', price: 190 }],
};
const secrets = [
  person.firstName,
  person.lastName,
  person.email,
  encodeURIComponent(person.email),
  person.phone,
  '791112233',
  person.street,
  encodeURIComponent(person.street),
  person.birthDate,
  person.postalCode,
  partner.firstName,
  partner.lastName,
  partner.email,
  'invite-7d9f4c1e',
];

it('checkout events (flow pages and idle dialog) and page views carry no personal data', () => {
  const layer: DataLayer = [];
  for (const event of CHECKOUT_EVENTS) {
    trackCheckoutEvent(event, checkoutContext(state, catalog, 'de-ch'), layer);
    trackCheckoutEvent(event, idleCheckoutContext(state, 'de-ch'), layer);
  }
  const prefill = new URLSearchParams({
    checkup: 'whole_body_scan',
    firstname: person.firstName,
    lastname: person.lastName,
    email: person.email,
    phone: person.phone,
    birthdate: person.birthDate,
    street: person.street,
    postalcode: person.postalCode,
    reservationIdPartner: 'invite-7d9f4c1e',
    partner: 'true',
  });
  pageView(`/de-ch/check-up?${prefill}`, 'de-ch', layer);
  pageView(
    `/de-ch/payment?reservationId=x&email=${encodeURIComponent(person.email)}`,
    'de-ch',
    layer,
  );
  // The manage link's token opens the booking and its MRI safety answers.
  pageView('/de-ch/screening?token=v2.secret-token', 'de-ch', layer);

  // The events are there and meaningful...
  expect(layer.filter((e) => e.event && e.event !== 'page_view')).toHaveLength(
    2 * CHECKOUT_EVENTS.length,
  );
  expect(layer.filter((e) => e.event === 'page_view').map((e) => e.page_path)).toEqual([
    '/de-ch/check-up?checkup=whole_body_scan&partner=true',
    '/de-ch/payment?reservationId=x',
    '/de-ch/screening',
  ]);
  const text = JSON.stringify(layer);
  expect(text).toContain('SPRING10');
  expect(text).toContain('bern');
  // ...and hold none of the person's data.
  expect(secrets.filter((s) => text.toLowerCase().includes(s.toLowerCase()))).toEqual([]);
});
