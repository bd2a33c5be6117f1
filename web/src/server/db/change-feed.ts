/**
 * Availability versions kept in memory on the embedded database (migration 0014). PGlite
 * belongs to one process (its directory lock), so every change is made here and announced by
 * a notification at commit; PGlite delivers it (a microtask) before the writer's own await
 * resumes, so a read that starts after a write sees it. Between changes the versions of a
 * location's days are answered from memory; any change forgets them all. PostgreSQL has no
 * feed: other instances write too, so its versions are read per request.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

type Feed = {
  epoch: number;
  memo: Map<string, Map<string, string>>;
  stop: () => Promise<void>;
};
// On globalThis: Next bundles server code per route, and each bundle has its own copy of this
// module; the database is opened once per process (db/client.ts keeps it there too).
const g = globalThis as typeof globalThis & { __availabilityFeeds?: WeakMap<Db, Feed> };
const feeds = (g.__availabilityFeeds ??= new WeakMap<Db, Feed>());
const MAX_MEMO = 2_000;

/** Called once when the embedded database is opened (after its migrations). */
export async function startChangeFeed(db: Db, client: PGlite): Promise<void> {
  const feed: Feed = { epoch: 0, memo: new Map(), stop: async () => undefined };
  await client.exec(`set app.availability_notify = 'on'`);
  feed.stop = await client.listen('availability_changed', () => {
    feed.epoch += 1;
    feed.memo.clear();
  });
  feeds.set(db, feed);
}

/**
 * Ends `db`'s feed while its PGlite instance stays open: a test that hands the instance to the
 * next test file (src/test/db-reuse.ts) starts a feed of its own there.
 */
export async function stopChangeFeed(db: Db): Promise<void> {
  const feed = feeds.get(db);
  feeds.delete(db);
  await feed?.stop();
}

/**
 * `read`'s answer for `key`, from memory while nothing changed since it was read; null for a
 * database without a feed (the caller reads every time).
 */
export async function rememberedUntilChange(
  db: Db,
  key: string,
  read: () => Promise<Map<string, string>>,
): Promise<Map<string, string> | null> {
  const feed = feeds.get(db);
  if (!feed) return null;
  const known = feed.memo.get(key);
  if (known) return known;
  const epoch = feed.epoch;
  const versions = await read();
  // A change during the read: the answer may predate it, so it is used once, not kept.
  if (feed.epoch === epoch) {
    if (feed.memo.size >= MAX_MEMO) feed.memo.clear();
    feed.memo.set(key, versions);
  }
  return versions;
}
