/**
 * Every /api/staff/* route's refusals with the real sign-in (docs/staff-desk.md): 401 without a
 * session, 403 below the route's role, 403 for a booking or day at a location not assigned, a
 * cross-site or non-JSON request refused before anything runs; every answer `no-store`. The
 * table must name every route file under pages/api/staff (the test fails for a new one).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getCatalog } from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import { reservations } from '@/server/db/schema';
import type { StaffRole } from '@/shared/staff-roles';
import { callApi, type RouteModule } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { deskBooking } from '@/test/desk';
import { signedInStaff, type SignedInStaff } from '@/test/staff';
import * as accountsRoute from '@/pages/api/staff/accounts';
import * as activityRoute from '@/pages/api/staff/activity';
import * as auditRoute from '@/pages/api/staff/audit';
import * as bookRoute from '@/pages/api/staff/book';
import * as bookingRoute from '@/pages/api/staff/booking/[id]';
import * as attendanceRoute from '@/pages/api/staff/booking/attendance';
import * as cancelRoute from '@/pages/api/staff/booking/cancel';
import * as clinicPaymentRoute from '@/pages/api/staff/booking/clinic-payment';
import * as contactRoute from '@/pages/api/staff/booking/contact';
import * as moveRoute from '@/pages/api/staff/booking/move';
import * as noteRoute from '@/pages/api/staff/booking/note';
import * as paymentLinkRoute from '@/pages/api/staff/booking/payment-link';
import * as resendRoute from '@/pages/api/staff/booking/resend';
import * as daySheetRoute from '@/pages/api/staff/day-sheet';
import * as dayRoute from '@/pages/api/staff/day';
import * as eventsRoute from '@/pages/api/staff/events';
import * as exportRoute from '@/pages/api/staff/export';
import * as freeSlotsRoute from '@/pages/api/staff/free-slots';
import * as meRoute from '@/pages/api/staff/me';
import * as receiptRoute from '@/pages/api/staff/receipt';
import * as searchRoute from '@/pages/api/staff/search';
import * as signOutRoute from '@/pages/api/staff/sign-out';
import * as waitlistRoute from '@/pages/api/staff/waitlist';
import * as weekRoute from '@/pages/api/staff/week';
import * as overviewRoute from '@/pages/api/staff/overview';
import * as insightsRoute from '@/pages/api/staff/insights';
import * as invoicePaidRoute from '@/pages/api/staff/booking/invoice-paid';
import * as blocksRoute from '@/pages/api/staff/blocks';
import * as patientRoute from '@/pages/api/staff/patient';
import * as blockLiftRoute from '@/pages/api/staff/blocks/lift';
import * as blockRebookRoute from '@/pages/api/staff/blocks/rebook';
import * as webhooksRoute from '@/pages/api/staff/webhooks';
import * as webhookDeliveriesRoute from '@/pages/api/staff/webhooks/deliveries';
import * as webhookReplayRoute from '@/pages/api/staff/webhooks/replay';
import * as webhookRotateRoute from '@/pages/api/staff/webhooks/rotate';
import * as webhookTestRoute from '@/pages/api/staff/webhooks/test';
import * as screeningQueueRoute from '@/pages/api/staff/screening/queue';
import * as screeningAnswersRoute from '@/pages/api/staff/screening/answers';
import * as screeningDecideRoute from '@/pages/api/staff/screening/decide';

const t = setupTestDb();
const ZURICH = 'location.zurich_bellevue';
const DATE = '2030-03-04';
let bookingId = '';

type Case = {
  /** The route file under pages/api/staff, without .ts. */
  file: string;
  route: RouteModule;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The weakest role the route takes. */
  role: StaffRole;
  /** A request naming Zurich (a day, or the Zurich booking), or null when not location-bound. */
  atZurich: (() => { query?: Record<string, string>; body?: unknown }) | null;
  /** Query and body for the 401/role checks (valid enough to pass parsing when it runs first). */
  plain: () => { query?: Record<string, string>; body?: unknown };
};

const at = (body: Record<string, unknown>) => () => ({
  body: { id: bookingId, reason: 'x', ...body },
});
const CASES: Case[] = [
  { file: 'me', route: meRoute, method: 'GET', role: 'viewer', atZurich: null, plain: () => ({}) },
  {
    file: 'me',
    route: meRoute,
    method: 'PATCH',
    role: 'viewer',
    atZurich: null,
    plain: () => ({ body: { language: 'de' } }),
  },
  {
    file: 'sign-out',
    route: signOutRoute,
    method: 'POST',
    role: 'viewer',
    atZurich: null,
    plain: () => ({ body: { everywhere: false } }),
  },
  {
    file: 'activity',
    route: activityRoute,
    method: 'POST',
    role: 'viewer',
    atZurich: null,
    plain: () => ({ body: {} }),
  },
  {
    file: 'day',
    route: dayRoute,
    method: 'GET',
    role: 'viewer',
    atZurich: () => ({ query: { location: ZURICH, date: DATE } }),
    plain: () => ({ query: { location: ZURICH, date: DATE } }),
  },
  // docs/staff-desk.md "Week view" and "Day overview".
  {
    file: 'week',
    route: weekRoute,
    method: 'GET',
    role: 'viewer',
    atZurich: () => ({ query: { location: ZURICH, date: DATE } }),
    plain: () => ({ query: { location: ZURICH, date: DATE } }),
  },
  {
    file: 'overview',
    route: overviewRoute,
    method: 'GET',
    role: 'viewer',
    atZurich: null,
    plain: () => ({ query: { date: DATE } }),
  },
  // docs/staff-desk.md "Insights".
  {
    file: 'insights',
    route: insightsRoute,
    method: 'GET',
    role: 'reception',
    atZurich: () => ({ query: { location: ZURICH, from: DATE, to: DATE } }),
    plain: () => ({ query: { from: DATE, to: DATE } }),
  },
  {
    file: 'booking/invoice-paid',
    route: invoicePaidRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({ paymentId: '00000000-0000-4000-8000-000000000000' }),
    plain: at({ paymentId: '00000000-0000-4000-8000-000000000000' }),
  },
  {
    file: 'waitlist',
    route: waitlistRoute,
    method: 'GET',
    role: 'viewer',
    atZurich: () => ({ query: { location: ZURICH } }),
    plain: () => ({ query: { location: ZURICH } }),
  },
  {
    file: 'events',
    route: eventsRoute,
    method: 'GET',
    role: 'viewer',
    atZurich: () => ({ query: { location: ZURICH } }),
    plain: () => ({ query: { location: ZURICH } }),
  },
  {
    file: 'search',
    route: searchRoute,
    method: 'POST',
    role: 'reception',
    atZurich: null,
    plain: () => ({ body: { q: 'Muster' } }),
  },
  {
    file: 'booking/[id]',
    route: bookingRoute,
    method: 'GET',
    role: 'reception',
    atZurich: () => ({ query: { id: bookingId } }),
    plain: () => ({ query: { id: bookingId } }),
  },
  {
    file: 'booking/attendance',
    route: attendanceRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({ mark: 'arrived' }),
    plain: at({ mark: 'arrived' }),
  },
  {
    file: 'booking/cancel',
    route: cancelRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({ refund: 'everything' }),
    plain: at({ refund: 'everything' }),
  },
  {
    file: 'booking/clinic-payment',
    route: clinicPaymentRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({ method: 'cash', amountCents: 100 }),
    plain: at({ method: 'cash', amountCents: 100 }),
  },
  {
    file: 'booking/contact',
    route: contactRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({ contact: { phone: '+41790000000' } }),
    plain: at({ contact: { phone: '+41790000000' } }),
  },
  {
    file: 'booking/move',
    route: moveRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({ timeSlotStart: `${DATE}T10:00:00+01:00` }),
    plain: at({ timeSlotStart: `${DATE}T10:00:00+01:00` }),
  },
  {
    file: 'booking/note',
    route: noteRoute,
    method: 'POST',
    role: 'reception',
    atZurich: () => ({ body: { id: bookingId, text: 'n' } }),
    plain: () => ({ body: { id: bookingId, text: 'n' } }),
  },
  {
    file: 'booking/payment-link',
    route: paymentLinkRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({}),
    plain: at({}),
  },
  {
    file: 'booking/resend',
    route: resendRoute,
    method: 'POST',
    role: 'reception',
    atZurich: at({ email: 'booking-confirmation' }),
    plain: at({ email: 'booking-confirmation' }),
  },
  {
    file: 'free-slots',
    route: freeSlotsRoute,
    method: 'GET',
    role: 'reception',
    atZurich: () => ({ query: { id: bookingId, date: DATE } }),
    plain: () => ({ query: { id: bookingId, date: DATE } }),
  },
  {
    file: 'receipt',
    route: receiptRoute,
    method: 'GET',
    role: 'reception',
    atZurich: () => ({ query: { id: bookingId } }),
    plain: () => ({ query: { id: bookingId } }),
  },
  {
    file: 'day-sheet',
    route: daySheetRoute,
    method: 'GET',
    role: 'reception',
    atZurich: () => ({ query: { location: ZURICH, date: DATE } }),
    plain: () => ({ query: { location: ZURICH, date: DATE } }),
  },
  {
    file: 'book',
    route: bookRoute,
    method: 'POST',
    role: 'reception',
    atZurich: null,
    plain: () => ({ body: { reason: 'x', payment: 'link' } }),
  },
  {
    file: 'export',
    route: exportRoute,
    method: 'GET',
    role: 'admin',
    atZurich: null,
    plain: () => ({ query: { from: DATE, to: DATE } }),
  },
  {
    file: 'accounts',
    route: accountsRoute,
    method: 'GET',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'accounts',
    route: accountsRoute,
    method: 'POST',
    role: 'admin',
    atZurich: null,
    plain: () => ({
      body: { email: 'new@clinic.test', name: 'N', role: 'viewer', locations: [], language: 'de' },
    }),
  },
  {
    file: 'accounts',
    route: accountsRoute,
    method: 'PATCH',
    role: 'admin',
    atZurich: null,
    plain: () => ({ body: { id: 'x', disabled: true } }),
  },
  {
    file: 'audit',
    route: auditRoute,
    method: 'GET',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'patient',
    route: patientRoute,
    method: 'GET',
    role: 'reception',
    atZurich: () => ({ query: { booking: bookingId } }),
    plain: () => ({ query: { booking: bookingId } }),
  },
  // docs/screening.md "At the desk"; the clinical role's own refusals: routes/screening-review.test.ts.
  {
    file: 'screening/queue',
    route: screeningQueueRoute,
    method: 'GET',
    role: 'clinical',
    atZurich: () => ({ query: { location: ZURICH } }),
    plain: () => ({ query: { location: ZURICH } }),
  },
  {
    file: 'screening/answers',
    route: screeningAnswersRoute,
    method: 'GET',
    role: 'clinical',
    atZurich: () => ({ query: { booking: bookingId } }),
    plain: () => ({ query: { booking: bookingId } }),
  },
  {
    file: 'screening/decide',
    route: screeningDecideRoute,
    method: 'POST',
    role: 'clinical',
    atZurich: at({ decision: 'clear' }),
    plain: at({ decision: 'clear' }),
  },
  // docs/staff-desk.md "Blocks"; the block-bound routes' location checks: blocks/blocks.test.ts.
  {
    file: 'blocks',
    route: blocksRoute,
    method: 'GET',
    role: 'reception',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'blocks',
    route: blocksRoute,
    method: 'POST',
    role: 'reception',
    atZurich: () => ({
      body: {
        locationId: ZURICH,
        start: `${DATE}T08:00:00+01:00`,
        end: `${DATE}T12:00:00+01:00`,
        kind: 'breakdown',
        reason: 'x',
      },
    }),
    plain: () => ({
      body: {
        locationId: ZURICH,
        start: `${DATE}T08:00:00+01:00`,
        end: `${DATE}T12:00:00+01:00`,
        kind: 'breakdown',
        reason: 'x',
      },
    }),
  },
  {
    file: 'blocks/lift',
    route: blockLiftRoute,
    method: 'POST',
    role: 'reception',
    atZurich: null,
    plain: () => ({ body: { id: '00000000-0000-4000-8000-000000000000', reason: 'x' } }),
  },
  {
    file: 'blocks/rebook',
    route: blockRebookRoute,
    method: 'POST',
    role: 'reception',
    atZurich: null,
    plain: () => ({
      body: { blockId: '00000000-0000-4000-8000-000000000000', id: bookingId, action: 'invite' },
    }),
  },
  // docs/webhooks.md: the subscriptions and their log are the admins' alone.
  {
    file: 'webhooks/index',
    route: webhooksRoute,
    method: 'GET',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'webhooks/index',
    route: webhooksRoute,
    method: 'POST',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'webhooks/index',
    route: webhooksRoute,
    method: 'PATCH',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'webhooks/index',
    route: webhooksRoute,
    method: 'DELETE',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'webhooks/deliveries',
    route: webhookDeliveriesRoute,
    method: 'GET',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'webhooks/replay',
    route: webhookReplayRoute,
    method: 'POST',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'webhooks/rotate',
    route: webhookRotateRoute,
    method: 'POST',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
  {
    file: 'webhooks/test',
    route: webhookTestRoute,
    method: 'POST',
    role: 'admin',
    atZurich: null,
    plain: () => ({}),
  },
];

/** Routes outside the table: better-auth's own mount and the signed privacy endpoint. */
const NOT_SESSION_ROUTES = ['auth/[...all]', 'privacy'];

const BELOW: Record<StaffRole, StaffRole | null> = {
  viewer: null,
  reception: 'viewer',
  clinical: 'reception',
  admin: 'reception',
};
const JSON_HEADERS = { 'content-type': 'application/json' };

function call(
  c: Case,
  req: { query?: Record<string, string>; body?: unknown },
  headers: Record<string, string> = {},
) {
  return callApi<{ error?: string }>(c.route, {
    method: c.method,
    query: req.query,
    body: c.method === 'GET' ? undefined : req.body,
    headers: { ...(c.method === 'GET' ? {} : JSON_HEADERS), ...headers },
  });
}

let staff: Record<'viewer' | 'reception' | 'bern', SignedInStaff>;

beforeAll(async () => {
  setContentSource(localSource());
  const catalog = await getCatalog();
  const [row] = await t.db
    .insert(reservations)
    .values(deskBooking({ catalog, startsAt: new Date(`${DATE}T09:00:00Z`) }))
    .returning({ id: reservations.id });
  bookingId = row.id;
  staff = {
    viewer: await signedInStaff(t.db, { role: 'viewer', locations: [ZURICH] }),
    reception: await signedInStaff(t.db, { role: 'reception', locations: [ZURICH] }),
    bern: await signedInStaff(t.db, { role: 'reception', locations: ['location.bern'] }),
  };
});

it('names every route under pages/api/staff', () => {
  const dir = path.join(__dirname, '..', '..', 'pages', 'api', 'staff');
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, '').split(path.sep).join('/'));
  const named = new Set([...CASES.map((c) => c.file), ...NOT_SESSION_ROUTES]);
  expect(files.filter((f) => !named.has(f))).toEqual([]);
});

describe.each(CASES)('$method /api/staff/$file', (c) => {
  it('answers 401 without a session, never cached', async () => {
    const res = await call(c, c.plain());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'staff-sign-in-required' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  const below = BELOW[c.role];
  if (below)
    it(`answers 403 to a ${below}`, async () => {
      const who = below === 'viewer' ? staff.viewer : staff.reception;
      const res = await call(c, c.plain(), who.headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'staff-forbidden' });
    });

  if (c.atZurich)
    it('answers 403 for Zurich to a receptionist of Bern', async () => {
      const res = await call(c, c.atZurich!(), staff.bern.headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'staff-forbidden' });
    });

  if (c.method !== 'GET') {
    it('refuses a cross-site request before anything runs', async () => {
      const res = await call(c, c.plain(), {
        ...staff.reception.headers,
        origin: 'https://attacker.example',
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'cross-site-request-refused' });
    });

    it('refuses a body that is not JSON', async () => {
      const res = await callApi<{ error?: string }>(c.route, {
        method: c.method,
        body: 'a=b',
        headers: { ...staff.reception.headers, 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(415);
    });
  }
});
