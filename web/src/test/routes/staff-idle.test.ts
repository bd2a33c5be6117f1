/**
 * Idle desks on the server (docs/staff-desk.md "Idle desks", "Live updates"): reads and the
 * event stream's session checks never extend a session, POST /api/staff/activity does; a
 * session idle for 30 minutes ends while its event stream is open, and the stream says `ended`
 * and closes; a session has at most 4 streams open. The staff clock moves instead of waiting,
 * and `checkOpenStreams` runs the streams' checks instead of their 20 s pings.
 */
import { eq } from 'drizzle-orm';
import * as activityRoute from '@/pages/api/staff/activity';
import * as eventsRoute from '@/pages/api/staff/events';
import * as meRoute from '@/pages/api/staff/me';
import { staffSession } from '@/server/db/staff-auth-schema';
import { endOpenStreams } from '@/server/ops/shutdown';
import { STAFF_SESSION } from '@/server/staff/auth/policy';
import { setStaffClock } from '@/server/staff/clock';
import { setDeskFeedOverride } from '@/server/staff/desk/feed';
import {
  checkOpenStreams,
  MAX_STREAMS_PER_SESSION,
  openStreamCount,
} from '@/server/staff/desk/streams';
import { DESK_IDLE_MINUTES } from '@/shared/staff-idle';
import { routeApis } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { signedInStaff, type SignedInStaff } from '@/test/staff';

const t = setupTestDb({ worker: false });
const ZURICH = 'location.zurich_bellevue';
let now = new Date();
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
const { me, activity, events } = routeApis({
  me: [meRoute, '/api/staff/me'],
  activity: [activityRoute, '/api/staff/activity'],
  events: [eventsRoute, '/api/staff/events'],
});

beforeAll(async () => {
  setStaffClock(() => now);
  // No database feed needed: these tests are about the stream's session, not its changes.
  setDeskFeedOverride({ subscribe: () => () => undefined, close: async () => undefined });
});
afterAll(async () => {
  setStaffClock(null);
  setDeskFeedOverride(null);
});

async function sessionOf(staff: SignedInStaff) {
  const [row] = await t.db
    .select()
    .from(staffSession)
    .where(eq(staffSession.token, staff.sessionToken));
  return row;
}
const lastUse = async (staff: SignedInStaff) => (await sessionOf(staff))?.updatedAt.getTime();

/** An open event stream: what it sent so far, and whether the server closed it. */
type Stream = {
  status: number;
  body: () => string;
  /** Resolves once the text so far contains `part`, or rejects when the stream ends first. */
  until: (part: string) => Promise<void>;
  ended: Promise<void>;
  abort: () => void;
};

async function openStream(staff: SignedInStaff): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${events.url}?location=${encodeURIComponent(ZURICH)}`, {
    headers: staff.headers,
    signal: controller.signal,
  });
  let text = '';
  const waiters: { part: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const settle = (finished: boolean) => {
    for (const w of [...waiters]) {
      if (text.includes(w.part)) w.resolve();
      else if (finished) w.reject(new Error(`stream ended without ${w.part}: ${text}`));
      else continue;
      waiters.splice(waiters.indexOf(w), 1);
    }
  };
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        settle(false);
      }
    } catch {
      // aborted by the test
    }
    settle(true);
  })();
  return {
    status: res.status,
    body: () => text,
    until: (part) =>
      text.includes(part)
        ? Promise.resolve()
        : new Promise((resolve, reject) => waiters.push({ part, resolve, reject })),
    ended,
    abort: () => controller.abort(),
  };
}

/** Until the server has released the session's closed streams (its `close` handlers ran). */
async function streamsDownTo(sessionId: string, count: number) {
  while (openStreamCount(sessionId) > count) await new Promise((r) => setImmediate(r));
}

it('reads and the stream checks never extend a session, POST /api/staff/activity does', async () => {
  const staff = await signedInStaff(t.db, { role: 'viewer', locations: [ZURICH] });
  const started = await lastUse(staff);
  const stream = await openStream(staff);
  expect(stream.status).toBe(200);
  await stream.until(': connected');

  later(10);
  expect((await me.get({}, staff.headers)).status).toBe(200);
  await checkOpenStreams();
  expect(await lastUse(staff)).toBe(started);

  const answer = await activity.post({}, staff.headers);
  expect(answer).toMatchObject({ status: 200, body: { idleMinutes: 30 } });
  expect(await lastUse(staff)).toBe(now.getTime());

  // 29 minutes after the input (39 after sign-in): alive; the reads again change nothing.
  later(29);
  expect((await me.get({}, staff.headers)).status).toBe(200);
  await checkOpenStreams();
  expect(stream.body()).not.toContain('event: ended');
  later(2);
  expect((await me.get({}, staff.headers)).status).toBe(401);
  stream.abort();
  await stream.ended;
});

it("locks the page at the server's idle end (the desk's own constant)", () => {
  expect(DESK_IDLE_MINUTES).toBe(STAFF_SESSION.idleMinutes);
});

it('takes only an empty JSON object as the activity signal', async () => {
  const staff = await signedInStaff(t.db, { role: 'viewer', locations: [ZURICH] });
  expect((await activity.post({ anything: 1 }, staff.headers)).status).toBe(400);
  expect((await activity.post({}, {})).status).toBe(401);
});

it('ends an idle session while its event stream is open: the stream says ended and closes', async () => {
  const staff = await signedInStaff(t.db, { role: 'reception', locations: [ZURICH] });
  const stream = await openStream(staff);
  expect(stream.status).toBe(200);
  await stream.until(': connected');

  later(31);
  await checkOpenStreams();
  await stream.ended;
  expect(stream.body()).toContain('event: ended\ndata: {"reason":"signed-out"}\n\n');
  expect(await sessionOf(staff)).toBeUndefined();
  expect((await me.get({}, staff.headers)).status).toBe(401);
});

it(`refuses a session's stream beyond ${MAX_STREAMS_PER_SESSION} and frees a place when one closes`, async () => {
  const staff = await signedInStaff(t.db, { role: 'viewer', locations: [ZURICH] });
  const { id: sessionId } = (await sessionOf(staff))!;
  const open: Stream[] = [];
  for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
    const s = await openStream(staff);
    expect(s.status).toBe(200);
    await s.until(': connected');
    open.push(s);
  }
  expect(openStreamCount(sessionId)).toBe(MAX_STREAMS_PER_SESSION);

  const fifth = await openStream(staff);
  expect(fifth.status).toBe(429);
  await fifth.ended;
  expect(JSON.parse(fifth.body())).toEqual({ error: 'rate-limited' });

  // Another staff member's session has places of its own.
  const other = await signedInStaff(t.db, { role: 'viewer', locations: [ZURICH] });
  const theirs = await openStream(other);
  expect(theirs.status).toBe(200);

  open[0].abort();
  await open[0].ended;
  await streamsDownTo(sessionId, MAX_STREAMS_PER_SESSION - 1);
  const again = await openStream(staff);
  expect(again.status).toBe(200);
  await again.until(': connected');

  for (const s of [...open.slice(1), again, theirs]) s.abort();
  await Promise.all([...open, again, theirs].map((s) => s.ended));
  await streamsDownTo(sessionId, 0);
});

it('a server shutting down ends every open stream, so that its drain can finish', async () => {
  const staff = await signedInStaff(t.db, { role: 'viewer', locations: [ZURICH] });
  const { id: sessionId } = (await sessionOf(staff))!;
  const streams = [await openStream(staff), await openStream(staff)];
  await Promise.all(streams.map((s) => s.until(': connected')));
  expect(openStreamCount(sessionId)).toBe(2);
  endOpenStreams();
  await Promise.all(streams.map((s) => s.ended));
  // Closed, not `ended`: the desk reconnects (to another server) instead of signing out.
  for (const s of streams) expect(s.body()).not.toContain('event: ended');
  await streamsDownTo(sessionId, 0);
});
