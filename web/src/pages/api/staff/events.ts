/**
 * GET /api/staff/events?location= : server-sent events of a location's booking changes
 * (contracts/staff-events.ts). One process-wide listener (server/staff/desk/feed.ts) fans out to
 * every open desk; this stream pings every 20 s and checks the session with each ping, without
 * extending it (a read: docs/staff-desk.md "Idle desks"). When the session has ended it sends
 * `event: ended` and closes, so the desk shows that instead of reconnecting. At most
 * MAX_STREAMS_PER_SESSION streams per session (server/staff/desk/streams.ts; "Live updates").
 */
import type { NextApiRequest, NextApiResponse, PageConfig } from 'next';
import { eventsQuerySchema, type ChangedEvent, type EndedEvent } from '@/contracts/staff-events';
import { RATE_LIMITED, STAFF_SIGN_IN_REQUIRED } from '@/contracts/error-ids';
import { ApiError } from '@/server/http';
import { seesLocation } from '@/server/staff/actor';
import { onShutdown } from '@/server/ops/shutdown';
import { deskFeed } from '@/server/staff/desk/feed';
import { claimStream } from '@/server/staff/desk/streams';
import { requireLocation, staffRoute } from '@/server/staff/route';
import { staffActorOf, staffSessionOf } from '@/server/staff/session';

export const config: PageConfig = { api: { bodyParser: false } };

const PING_MS = 20_000;

async function stream(
  req: NextApiRequest,
  res: NextApiResponse,
  location: string,
  sessionId: string,
) {
  let end: (ended?: EndedEvent) => void = () => undefined;
  // A signed-out, idle or disabled account's stream says so and ends; a location taken away
  // (or a failed check) just ends, and the desk's reconnect is answered by the route.
  const check = async () => {
    const now = await staffActorOf(req, { use: 'read' }).then(
      (actor) => actor ?? ('ended' as const),
      () => null,
    );
    if (now === 'ended') end({ reason: 'signed-out' });
    else if (!now || !seesLocation(now, location)) end();
  };
  const claim = claimStream(sessionId, check);
  if (!claim) throw new ApiError(429, RATE_LIMITED);
  let feed;
  try {
    feed = await deskFeed();
  } catch (err) {
    claim.release();
    throw err;
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // Next's gzip and reverse proxies would hold events back until a buffer fills.
    'Content-Encoding': 'none',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n: connected\n\n');
  const send = (event: string, data: object) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  await new Promise<void>((resolve) => {
    let done = false;
    end = (ended) => {
      if (done) return;
      done = true;
      clearInterval(ping);
      unsubscribe();
      offShutdown();
      claim.release();
      if (!res.writableEnded) {
        if (ended) send('ended', ended);
        res.end();
      }
      resolve();
    };
    const unsubscribe = feed.subscribe(location, {
      changed: (dates) => dates.forEach((date) => send('changed', { date } satisfies ChangedEvent)),
      resync: () => send('resync', {}),
    });
    // A server shutting down ends the stream; the desk reconnects (to another server) and
    // reads its day again.
    const offShutdown = onShutdown(() => end());
    const ping = setInterval(() => {
      res.write(': ping\n\n');
      void check();
    }, PING_MS);
    // The browser closed it (another day, another page, the tab): the response's `close`.
    req.on('close', () => end());
    res.on('close', () => end());
    res.on('error', () => end());
  });
}

export default staffRoute(
  { route: 'staff/events', methods: ['GET'], request: eventsQuerySchema },
  { role: 'viewer' },
  async (q, actor, { req, res }) => {
    requireLocation(actor, q.location);
    // The session the stream counts against (a read, like the route's own check).
    const session = await staffSessionOf(req, { use: 'read' });
    if (!session) throw new ApiError(401, STAFF_SIGN_IN_REQUIRED);
    await stream(req, res, q.location, session.sessionId);
    return { streamed: true };
  },
);
