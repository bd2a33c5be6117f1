/**
 * The contracts' error ids are catalogue ids: each has an English and a German message in the
 * seed's errorMessage documents (SPEC 8), so the client can show every answer a route gives.
 * And each domain error code has its HTTP status in the one table.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_ERROR_CODES } from '@/server/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/http/domain-status';
import { SEED_PATH } from '@/test/content-seed';
import { CANCEL_ERROR_IDS } from './booking-cancel';
import { CONFIRMATION_ERROR_IDS } from './booking-confirmation';
import { MANAGE_ERROR_IDS } from './booking-manage';
import { MANAGE_LINK_ERROR_IDS } from './booking-manage-link';
import { RESCHEDULE_ERROR_IDS } from './booking-reschedule';
import { RESEND_ERROR_IDS } from './booking-resend';
import { SMS_REMINDER_ERROR_IDS } from './booking-sms-reminder';
import { SMS_INBOUND_ERROR_IDS } from './sms-inbound';
import { SCREENING_ANSWER_ERROR_IDS } from './screening-answer';
import { SCREENING_OPEN_ERROR_IDS } from './screening-open';
import { SCREENING_PDF_ERROR_IDS } from './screening-pdf';
import { SCREENING_SIGN_ERROR_IDS } from './screening-sign';
import { CONFIRM_ERROR_IDS } from './payment-confirm';
import { CREATE_INTENT_ERROR_IDS } from './payment-create-intent';
import { DEV_PAY_ERROR_IDS } from './payment-dev-pay';
import { FETCH_DATA_ERROR_IDS } from './payment-fetch-data';
import { PAYMENT_DATA_ERROR_IDS } from './payment-payment-data';
import { WEBHOOK_ERROR_IDS } from './payment-webhook';
import { PREVIEW_ENABLE_ERROR_IDS } from './preview-enable';
import { CHALLENGE_ERROR_IDS } from './reservation-challenge';
import { CREATE_RESERVATION_ERROR_IDS } from './reservation-create';
import { FETCH_PARTNER_ERROR_IDS } from './reservation-fetch-partner';
import { FETCH_UNPAID_ERROR_IDS } from './reservation-fetch-unpaid';
import { RELEASE_ERROR_IDS } from './reservation-release';
import { STAFF_PRIVACY_ERROR_IDS } from './staff-privacy';
import { CONTENT_PROBLEMS_ERROR_IDS } from './studio-content-problems';
import { DEPENDENTS_ERROR_IDS } from './studio-dependents';
import { CHECK_OCCUPATION_ERROR_IDS } from './timeslots-check-time-slot-occupation';
import { FETCH_TIME_SLOTS_ERROR_IDS } from './timeslots-fetch-time-slots';
import { EARLIER_SLOT_ERROR_IDS } from './booking-earlier-slot';
import { ACCEPT_ERROR_IDS } from './waitlist-accept';
import { CONFIRM_WAITLIST_ERROR_IDS } from './waitlist-confirm';
import { JOIN_ERROR_IDS } from './waitlist-join';
import { LEAVE_WAITLIST_ERROR_IDS } from './waitlist-leave';
import { OFFER_ERROR_IDS } from './waitlist-offer';

const messages = new Map(
  readFileSync(SEED_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"errorMessage"'))
    .map(
      (line) =>
        JSON.parse(line) as {
          errorId: string;
          messageToUser_en?: string;
          messageToUser_de?: string;
        },
    )
    .map((doc) => [doc.errorId, doc]),
);

const ROUTE_IDS: Record<string, readonly string[]> = {
  'booking/cancel': CANCEL_ERROR_IDS,
  'booking/confirmation': CONFIRMATION_ERROR_IDS,
  'booking/manage': MANAGE_ERROR_IDS,
  'booking/manage-link': MANAGE_LINK_ERROR_IDS,
  'booking/reschedule': RESCHEDULE_ERROR_IDS,
  'booking/resend': RESEND_ERROR_IDS,
  'payment/confirm': CONFIRM_ERROR_IDS,
  'payment/create-intent': CREATE_INTENT_ERROR_IDS,
  'payment/dev-pay': DEV_PAY_ERROR_IDS,
  'payment/fetch-data': FETCH_DATA_ERROR_IDS,
  'payment/payment-data': PAYMENT_DATA_ERROR_IDS,
  'payment/webhook': WEBHOOK_ERROR_IDS,
  'preview/enable': PREVIEW_ENABLE_ERROR_IDS,
  'reservation/challenge': CHALLENGE_ERROR_IDS,
  'reservation/create': CREATE_RESERVATION_ERROR_IDS,
  'reservation/fetch-partner': FETCH_PARTNER_ERROR_IDS,
  'reservation/fetch-unpaid': FETCH_UNPAID_ERROR_IDS,
  'reservation/release': RELEASE_ERROR_IDS,
  'staff/privacy': STAFF_PRIVACY_ERROR_IDS,
  'studio/content-problems': CONTENT_PROBLEMS_ERROR_IDS,
  'studio/dependents': DEPENDENTS_ERROR_IDS,
  'timeslots/check-time-slot-occupation': CHECK_OCCUPATION_ERROR_IDS,
  'timeslots/fetch-time-slots': FETCH_TIME_SLOTS_ERROR_IDS,
  'booking/earlier-slot': EARLIER_SLOT_ERROR_IDS,
  'waitlist/join': JOIN_ERROR_IDS,
  'waitlist/confirm': CONFIRM_WAITLIST_ERROR_IDS,
  'waitlist/leave': LEAVE_WAITLIST_ERROR_IDS,
  'waitlist/offer': OFFER_ERROR_IDS,
  'waitlist/accept': ACCEPT_ERROR_IDS,
  'booking/sms-reminder': SMS_REMINDER_ERROR_IDS,
  'sms/inbound': SMS_INBOUND_ERROR_IDS,
  'screening/open': SCREENING_OPEN_ERROR_IDS,
  'screening/answer': SCREENING_ANSWER_ERROR_IDS,
  'screening/sign': SCREENING_SIGN_ERROR_IDS,
  'screening/pdf': SCREENING_PDF_ERROR_IDS,
};

it.each(Object.entries(ROUTE_IDS))('%s: every error id has en and de messages', (_route, ids) => {
  const missing = ids.filter((id) => {
    const doc = messages.get(id);
    return !doc?.messageToUser_en || !doc?.messageToUser_de;
  });
  expect(missing).toEqual([]);
});

it('maps every domain error code to a status', () => {
  for (const code of DOMAIN_ERROR_CODES)
    expect(DOMAIN_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
});

// revalidate (Sanity-facing) and build-id (never shown) answer ids that are not catalogue ids,
// so they are not in the list above.
it('has a contract module for every API route', () => {
  const apiDir = path.join(__dirname, '..', 'pages', 'api');
  const routes = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, '').split(path.sep).join('/'));
  expect(routes.length).toBeGreaterThan(30);
  const missing = routes.filter(
    // staff/booking/[id] -> staff-booking.ts; staff/booking/[id]/move -> staff-booking-move.ts;
    // a catch-all route (staff/auth/[...all]) has the contract of its folder (staff-auth.ts).
    (route) =>
      !existsSync(
        path.join(
          __dirname,
          `${route
            .replace(/\/\[\.\.\.\w+\]$/, '')
            .replace(/\/\[[^\]]+\]/g, '')
            .replaceAll('/', '-')}.ts`,
        ),
      ),
  );
  expect(missing).toEqual([]);
});
