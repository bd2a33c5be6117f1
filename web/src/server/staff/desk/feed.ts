/**
 * Live updates of the desk (docs/staff-desk.md, "Live updates"): migration 0018 notifies
 * `reservations_changed` at commit with a location and the Zurich dates a change touched. One
 * listener per process (a dedicated LISTEN connection on PostgreSQL, PGlite's own `listen` on
 * the embedded database), opened when the first desk subscribes, fans it out per location.
 */
import { z } from 'zod';
import type { DbHandle } from '@/server/db/client';
import { getDbHandle } from '@/server/db/client';
import { log } from '@/server/log';

export const CHANNEL = 'reservations_changed';

export type DeskSubscriber = {
  /** Zurich dates (yyyy-MM-dd) at the location whose bookings changed. */
  changed: (dates: string[]) => void;
  /** The listener reconnected: changes may have been missed, reload what is shown. */
  resync?: () => void;
};

export type DeskFeed = {
  subscribe(locationId: string, subscriber: DeskSubscriber): () => void;
  close(): Promise<void>;
};

const payloadSchema = z.object({ l: z.string(), d: z.array(z.string()) });
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

/** Opens the feed on a database handle (tests open their own; the app uses `deskFeed()`). */
export async function openDeskFeed(handle: DbHandle): Promise<DeskFeed> {
  const subscribers = new Map<string, Set<DeskSubscriber>>();
  const each = (fn: (s: DeskSubscriber) => void, locationId?: string) => {
    const groups = locationId ? [subscribers.get(locationId)] : [...subscribers.values()];
    for (const group of groups)
      for (const s of group ?? []) {
        try {
          fn(s);
        } catch (err) {
          log.warn('desk-feed-subscriber-failed', { message: (err as Error).message });
        }
      }
  };
  const onPayload = (raw: string | undefined) => {
    const parsed = payloadSchema.safeParse(JSON.parse(raw ?? 'null'));
    if (parsed.success && parsed.data.d.length > 0)
      each((s) => s.changed(parsed.data.d), parsed.data.l);
  };
  const stop = handle.pglite
    ? await handle.pglite.listen(CHANNEL, onPayload)
    : await listenPostgres(handle, onPayload, () => each((s) => s.resync?.()));
  return {
    subscribe(locationId, subscriber) {
      let group = subscribers.get(locationId);
      if (!group) subscribers.set(locationId, (group = new Set()));
      group.add(subscriber);
      return () => {
        group.delete(subscriber);
        if (group.size === 0 && subscribers.get(locationId) === group)
          subscribers.delete(locationId);
      };
    },
    close: async () => {
      subscribers.clear();
      // The database may be closed first (process shutdown, tests): nothing is left to stop.
      if (!handle.pglite?.closed) await stop();
    },
  };
}

/** A LISTEN connection of its own that reconnects with backoff; resolves once listening. */
async function listenPostgres(
  handle: DbHandle,
  onPayload: (raw: string | undefined) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  if (!handle.databaseUrl) throw new Error('desk feed: PostgreSQL handle without its URL');
  const { Client } = await import('pg');
  let client: InstanceType<typeof Client> | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;
  const reconnectLater = () => {
    if (closed || retry) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    log.warn('desk-feed-reconnect', { delayMs: delay });
    retry = setTimeout(() => {
      retry = null;
      connect().then(() => {
        attempt = 0;
        onReconnect();
      }, reconnectLater);
    }, delay);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new Client({
      connectionString: handle.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    c.on('notification', (msg) => {
      if (msg.channel === CHANNEL) onPayload(msg.payload);
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      reconnectLater();
    };
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      c.end().catch(() => undefined);
      throw err;
    }
    client = c;
  };
  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}

// One feed per process, shared by every route bundle (like the database, on globalThis).
type FeedGlobal = { feed?: Promise<DeskFeed>; override?: DeskFeed | null };
const g = globalThis as typeof globalThis & { __deskFeed?: FeedGlobal };
const state: FeedGlobal = (g.__deskFeed ??= {});

/** The process's feed, opened on first use on the app's database. */
export function deskFeed(): Promise<DeskFeed> {
  if (state.override) return Promise.resolve(state.override);
  state.feed ??= getDbHandle()
    .then(openDeskFeed)
    .catch((err: unknown) => {
      state.feed = undefined;
      throw err;
    });
  return state.feed;
}

/** Tests: make deskFeed() return this feed (null restores the default). */
export function setDeskFeedOverride(feed: DeskFeed | null): void {
  state.override = feed;
}
