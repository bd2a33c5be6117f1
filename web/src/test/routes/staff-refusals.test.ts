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

type Req = { query?: Record<string, string>; body?: unknown };
type Case = {
  /** The route file under pages/api/staff, without .ts. */
  file: string;
  route: RouteModule;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The weakest role the route takes. */
  role: StaffRole;
  /** A request naming Zurich (a day, or the Zurich booking), or null when not location-bound. */
  atZurich: (() => Req) | null;
  /** Query and body for the 401/role checks (valid enough to pass parsing when it runs first). */
  plain: () => Req;
};

const none = (): Req => ({});
const body = (b: unknown) => (): Req => ({ body: b });
const query = (q: Record<string, string>) => (): Req => ({ query: q });
/** A booking action's body: the Zurich booking, a reason and the action's own fields. */
const at = (b: Record<string, unknown>) => () => ({ body: { id: bookingId, reason: 'x', ...b } });
const NIL_UUID = '00000000-0000-4000-8000-000000000000';

/** A route that is not location-bound. */
const anywhere = (
  file: string,
  route: RouteModule,
  method: Case['method'],
  role: StaffRole,
  plain: Case['plain'] = none,
): Case => ({ file, route, method, role, atZurich: null, plain });
/** A location-bound route: its one request names Zurich and serves both checks. */
const zurich = (
  file: string,
  route: RouteModule,
  method: Case['method'],
  role: StaffRole,
  req: Case['plain'],
): Case => ({ file, route, method, role, atZurich: req, plain: req });
const zurichDay = query({ location: ZURICH, date: DATE });
const zurichOnly = query({ location: ZURICH });
const theBooking = () => ({ query: { id: bookingId } });
const thePatient = () => ({ query: { booking: bookingId } });

const CASES: Case[] = [
  anywhere('me', meRoute, 'GET', 'viewer'),
  anywhere('me', meRoute, 'PATCH', 'viewer', body({ language: 'de' })),
  anywhere('sign-out', signOutRoute, 'POST', 'viewer', body({ everywhere: false })),
  anywhere('activity', activityRoute, 'POST', 'viewer', body({})),
  zurich('day', dayRoute, 'GET', 'viewer', zurichDay),
  // docs/staff-desk.md "Week view" and "Day overview".
  zurich('week', weekRoute, 'GET', 'viewer', zurichDay),
  anywhere('overview', overviewRoute, 'GET', 'viewer', query({ date: DATE })),
  // docs/staff-desk.md "Insights".
  {
    file: 'insights',
    route: insightsRoute,
    method: 'GET',
    role: 'reception',
    atZurich: query({ location: ZURICH, from: DATE, to: DATE }),
    plain: query({ from: DATE, to: DATE }),
  },
  zurich(
    'booking/invoice-paid',
    invoicePaidRoute,
    'POST',
    'reception',
    at({ paymentId: NIL_UUID }),
  ),
  zurich('waitlist', waitlistRoute, 'GET', 'viewer', zurichOnly),
  zurich('events', eventsRoute, 'GET', 'viewer', zurichOnly),
  anywhere('search', searchRoute, 'POST', 'reception', body({ q: 'Muster' })),
  zurich('booking/[id]', bookingRoute, 'GET', 'reception', theBooking),
  zurich('booking/attendance', attendanceRoute, 'POST', 'reception', at({ mark: 'arrived' })),
  zurich('booking/cancel', cancelRoute, 'POST', 'reception', at({ refund: 'everything' })),
  zurich(
    'booking/clinic-payment',
    clinicPaymentRoute,
    'POST',
    'reception',
    at({ method: 'cash', amountCents: 100 }),
  ),
  zurich(
    'booking/contact',
    contactRoute,
    'POST',
    'reception',
    at({ contact: { phone: '+41790000000' } }),
  ),
  zurich(
    'booking/move',
    moveRoute,
    'POST',
    'reception',
    at({ timeSlotStart: `${DATE}T10:00:00+01:00` }),
  ),
  zurich('booking/note', noteRoute, 'POST', 'reception', () => ({
    body: { id: bookingId, text: 'n' },
  })),
  zurich('booking/payment-link', paymentLinkRoute, 'POST', 'reception', at({})),
  zurich('booking/resend', resendRoute, 'POST', 'reception', at({ email: 'booking-confirmation' })),
  zurich('free-slots', freeSlotsRoute, 'GET', 'reception', () => ({
    query: { id: bookingId, date: DATE },
  })),
  zurich('receipt', receiptRoute, 'GET', 'reception', theBooking),
  zurich('day-sheet', daySheetRoute, 'GET', 'reception', zurichDay),
  anywhere('book', bookRoute, 'POST', 'reception', body({ reason: 'x', payment: 'link' })),
  anywhere('export', exportRoute, 'GET', 'admin', query({ from: DATE, to: DATE })),
  anywhere('accounts', accountsRoute, 'GET', 'admin'),
  anywhere(
    'accounts',
    accountsRoute,
    'POST',
    'admin',
    body({ email: 'new@clinic.test', name: 'N', role: 'viewer', locations: [], language: 'de' }),
  ),
  anywhere('accounts', accountsRoute, 'PATCH', 'admin', body({ id: 'x', disabled: true })),
  anywhere('audit', auditRoute, 'GET', 'admin'),
  zurich('patient', patientRoute, 'GET', 'reception', thePatient),
  // docs/screening.md "At the desk"; the clinical role's own refusals: routes/screening-review.test.ts.
  zurich('screening/queue', screeningQueueRoute, 'GET', 'clinical', zurichOnly),
  zurich('screening/answers', screeningAnswersRoute, 'GET', 'clinical', thePatient),
  zurich('screening/decide', screeningDecideRoute, 'POST', 'clinical', at({ decision: 'clear' })),
  // docs/staff-desk.md "Blocks"; the block-bound routes' location checks: blocks/blocks.test.ts.
  anywhere('blocks', blocksRoute, 'GET', 'reception'),
  zurich(
    'blocks',
    blocksRoute,
    'POST',
    'reception',
    body({
      locationId: ZURICH,
      start: `${DATE}T08:00:00+01:00`,
      end: `${DATE}T12:00:00+01:00`,
      kind: 'breakdown',
      reason: 'x',
    }),
  ),
  anywhere('blocks/lift', blockLiftRoute, 'POST', 'reception', body({ id: NIL_UUID, reason: 'x' })),
  anywhere('blocks/rebook', blockRebookRoute, 'POST', 'reception', () => ({
    body: { blockId: NIL_UUID, id: bookingId, action: 'invite' },
  })),
  // docs/webhooks.md: the subscriptions and their log are the admins' alone.
  ...(['GET', 'POST', 'PATCH', 'DELETE'] as const).map((method) =>
    anywhere('webhooks/index', webhooksRoute, method, 'admin'),
  ),
  anywhere('webhooks/deliveries', webhookDeliveriesRoute, 'GET', 'admin'),
  anywhere('webhooks/replay', webhookReplayRoute, 'POST', 'admin'),
  anywhere('webhooks/rotate', webhookRotateRoute, 'POST', 'admin'),
  anywhere('webhooks/test', webhookTestRoute, 'POST', 'admin'),
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

function call(c: Case, req: Req, headers: Record<string, string> = {}) {
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
