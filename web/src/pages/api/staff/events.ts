/**
 * GET /api/staff/events?location= : server-sent events of a location's booking changes
 * (contracts/staff-events.ts). One process-wide listener (server/staff/desk/feed.ts) fans out to
 * every open desk; this stream pings every 20 s and ends with the staff member's session.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { eventsQuerySchema, type ChangedEvent } from '@/contracts/staff-events';
import { seesLocation } from '@/server/staff/actor';
import { deskFeed } from '@/server/staff/desk/feed';
import { requireLocation, staffRoute } from '@/server/staff/route';
import { staffActorOf } from '@/server/staff/session';

const PING_MS = 20_000;

async function stream(req: NextApiRequest, res: NextApiResponse, location: string) {
  const feed = await deskFeed();
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
    const end = () => {
      if (done) return;
      done = true;
      clearInterval(ping);
      unsubscribe();
      if (!res.writableEnded) res.end();
      resolve();
    };
    const unsubscribe = feed.subscribe(location, {
      changed: (dates) => dates.forEach((date) => send('changed', { date } satisfies ChangedEvent)),
      resync: () => send('resync', {}),
    });
    const ping = setInterval(() => {
      res.write(': ping\n\n');
      // A signed-out or disabled account, or a location taken away, ends the stream.
      staffActorOf(req).then(
        (now) => (!now || !seesLocation(now, location) ? end() : undefined),
        end,
      );
    }, PING_MS);
    req.on('close', end);
    res.on('error', end);
  });
}

export default staffRoute(
  { route: 'staff/events', methods: ['GET'], request: eventsQuerySchema },
  { role: 'viewer' },
  async (q, actor, { req, res }) => {
    requireLocation(actor, q.location);
    await stream(req, res, q.location);
    return { streamed: true };
  },
);
