/**
 * A PostgreSQL outage answers 503 service-unavailable with Retry-After (not 500), and the
 * site recovers without a restart. The database is reached through a TCP proxy that the test
 * stops (every connection cut, nothing listening) and starts again on the same port. Runs in
 * the PostgreSQL suite (DATABASE_URL, `npm run test:postgres`); PGlite has no network to lose.
 */
import net from 'node:net';
import * as readyRoute from '@/pages/api/ready';
import * as unpaidRoute from '@/pages/api/reservation/fetch-unpaid';
import { setDbOverride } from '@/server/db/client';
import { startApi, type TestApi } from '@/test/api';
import { createTestDb, type TestDb } from '@/test/db';

const databaseUrl = process.env.DATABASE_URL;

/** A TCP proxy to `target` that can be stopped (cutting every connection) and started again. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve, reject) => {
      // Already listening: a second server would replace the first, which then never closes
      // (it kept Jest waiting after the last suite).
      if (server) return resolve(port);
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  return { start, stop };
}

(databaseUrl ? describe : describe.skip)('database outage (PostgreSQL)', () => {
  const target = new URL(databaseUrl ?? 'postgres://x@127.0.0.1:5432/test');
  const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  let db: TestDb;
  let unpaid: TestApi;
  let ready: TestApi;

  beforeAll(async () => {
    const port = await proxy.start();
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);
    db = await createTestDb({ databaseUrl: viaProxy.toString() });
    setDbOverride(db.db);
    unpaid = await startApi(unpaidRoute);
    ready = await startApi(readyRoute);
  }, 120_000);

  afterAll(async () => {
    setDbOverride(null);
    await unpaid?.close();
    await ready?.close();
    await proxy.start().catch(() => undefined); // the schema is dropped through the proxy
    await db?.close();
    await proxy.stop();
  }, 60_000);

  const lookup = () =>
    unpaid.post<{ error?: string }>(
      { id: '2b1e4f6a-9c3d-4e8f-a1b2-c3d4e5f6a7b8', email: 'a@example.com' },
      { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` },
    );

  it('answers 503 with Retry-After while the database is down, and recovers by itself', async () => {
    // up: an answer from the database (nothing found)
    expect(await lookup()).toMatchObject({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
    });
    expect((await ready.get()).status).toBe(200);

    await proxy.stop();
    const down = await lookup();
    expect(down).toMatchObject({ status: 503, body: { error: 'service-unavailable' } });
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.stringify(down.body)).not.toMatch(/ECONN|postgres|127\.0\.0\.1/);
    const notReady = await ready.get<{ error: string; checks: { database: { ok: boolean } } }>();
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks.database.ok).toBe(false);

    await proxy.start(); // same port, same process, no restart of the app
    expect(await lookup()).toMatchObject({
      status: 404,
      body: { error: 'unpaid-email-does-not-match' },
    });
    expect((await ready.get()).status).toBe(200);
  }, 60_000);
});
