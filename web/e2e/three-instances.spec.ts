/**
 * Must-show (docs/operations.md): three `next start` processes of the production build on one fresh
 * PostgreSQL database, behind nginx (Debian's, started here as a plain process with its own
 * prefix, pid and temp paths) that appends X-Forwarded-For; TRUSTED_PROXY_HOPS=1; each client
 * from its own loopback address (127.0.x.y as the socket's source). Mail goes to an SMTP sink in
 * this process. Two instances run the job worker, the third has JOBS_WORKER=off
 * (docs/operations.md). The invariants hold across instances:
 *
 * - a 90-way race for one slot: exactly as many holds as the slot had free rooms, the rest 409;
 * - one live hold per email, whichever instance each attempt reaches;
 * - one Idempotency-Key sent to two instances at once: one reservation;
 * - a payment confirmed on all three at once: confirmed once, exactly one confirmation email;
 * - the burst floor: at most the floor granted at one location, then the challenge (428) from
 *   every instance;
 * - a reschedule (sent twice, to two instances) racing creates for one slot: winners = rooms,
 *   no overlap, at most one move and one "moved" email, no 5xx anywhere.
 *
 * Skipped, with the reason, only where nginx is not installed (.ci/run installs nginx-light) or,
 * outside CI, where no PostgreSQL answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { ANNA_MUSTER } from '@/test/people';
import { SMTPServer } from 'smtp-server';
import { decodeEml } from './booking-helpers';
import { E2E_DATA_ENCRYPTION_KEY, E2E_TOKEN_SECRET } from './constants';
import { freePort, spawnNext, stopProcess, waitUntilUp, type NextServer } from './next-server';

const WEB_DIR = path.resolve(__dirname, '..');
const CHECKUP = 'whole_body_scan_with_blood_test';
/** The burst floor of this spec's content copy (the seed's own value). */
const BURST_FLOOR = 10;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const ADMIN_URL =
  process.env.THREE_INSTANCES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let dir: string;
let database: string | null = null;
let db: Client | null = null;
let nginx: ChildProcess | null = null;
const servers: NextServer[] = [];
/** nginx's ports: [0] balances over the three instances, [1..3] go to one instance each. */
let ports: number[] = [];

type Mail = { to: string[]; text: string; at: number };
const mails: Mail[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      mails.push({ to, text: decodeEml(raw), at: Date.now() });
      callback();
    });
  },
});
const mailsTo = (email: string) => mails.filter((m) => m.to.includes(email.toLowerCase()));

// --- clients: each its own loopback address, through nginx ---------------------------------

let clients = 0;
/** A source address of its own (127.0.0.0/8 is all loopback on Linux). */
function clientAddress(): string {
  const n = clients++;
  return `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
}

type Answer<T = Record<string, unknown>> = { status: number; body: T & { error?: string } };

function call<T = Record<string, unknown>>(
  port: number,
  method: 'GET' | 'POST',
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        localAddress: options.from ?? clientAddress(),
        agent: false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
        timeout: 60_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: T & { error?: string };
          try {
            body = JSON.parse(text) as T & { error?: string };
          } catch {
            body = { error: `non-JSON ${text.slice(0, 200)}` } as T & { error?: string };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    if (payload) req.write(payload);
    req.end();
  });
}

/** nginx's port for the k-th request: the three instances in turn. */
const instancePort = (k: number) => ports[1 + (k % 3)];

/** The tests' booker (src/test/people.ts) in English, with an email of her own per booking. */
function person(email = `three.${randomUUID().slice(0, 8)}@example.ch`) {
  return { ...ANNA_MUSTER, email, phone: '+41791234567', language: 'en', localization: 'en-ch' };
}

function createBody(locationSlug: string, start: string, who = person()) {
  return {
    url: 'https://example.test/en-ch/summary',
    reservationData: {
      checkupSlug: CHECKUP,
      locationSlug,
      timeSlotStart: start,
      services: [],
      personalData: who,
      discountCode: null,
      reservationIdPartner: null,
      personalDataPartner: null,
    },
  };
}

type Created = { reservation?: { id: string } };
const create = (port: number, location: string, start: string, who = person(), key?: string) =>
  call<Created>(port, 'POST', '/api/reservation/create', {
    body: createBody(location, start, who),
    headers: key ? { 'idempotency-key': key } : undefined,
  });

type Slot = { start: string; freeRooms: number };
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const pools = new Map<string, Slot[]>();
/**
 * Slots no earlier test of this file took: free ones at least 3 days ahead (outside the
 * free-cancellation window), 3 h apart so that no two overlap; read once per location.
 */
async function takeSlots(location: string, count: number): Promise<Slot[]> {
  if (!pools.has(location)) {
    const from = Date.now() + 3 * 86_400_000;
    const res = await call<{ days: { slots: Slot[] }[] }>(
      ports[0],
      'GET',
      `/api/timeslots/fetch-time-slots?${new URLSearchParams({
        locationSlug: location,
        checkupSlug: CHECKUP,
        startDate: isoDate(from),
        endDate: isoDate(from + 45 * 86_400_000),
      })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const apart: Slot[] = [];
    for (const slot of res.body.days.flatMap((d) => d.slots)) {
      const last = apart.at(-1);
      if (slot.freeRooms === 0) continue;
      if (last && new Date(slot.start).getTime() - new Date(last.start).getTime() < 3 * 3_600_000)
        continue;
      apart.push(slot);
    }
    pools.set(location, apart);
  }
  const pool = pools.get(location)!;
  expect(pool.length).toBeGreaterThanOrEqual(count);
  return pool.splice(0, count);
}

async function freeRoomsAt(location: string, start: string): Promise<number> {
  const ms = new Date(start).getTime();
  const res = await call<{ days: { slots: Slot[] }[] }>(
    ports[0],
    'GET',
    `/api/timeslots/fetch-time-slots?${new URLSearchParams({
      locationSlug: location,
      checkupSlug: CHECKUP,
      startDate: isoDate(ms),
      endDate: isoDate(ms),
    })}`,
  );
  return (
    res.body.days.flatMap((d) => d.slots).find((s) => new Date(s.start).getTime() === ms)
      ?.freeRooms ?? 0
  );
}

/** Live bookings overlapping in one room (must stay 0). */
async function overlaps(): Promise<number> {
  const { rows } = await db!.query<{ n: number }>(`
    select count(*)::int as n from reservations a join reservations b
      on a.location_id = b.location_id and a.room_key = b.room_key and a.id < b.id
     and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
    where (a.status = 'confirmed' or (a.status = 'pending' and a.hold_expires_at > now()))
      and (b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > now()))`);
  return rows[0].n;
}

/** Every answer must be one of the expected ones: never a 5xx for contention. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status < 300 ? String(a.status) : `${a.status} ${a.body.error}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Books and pays in full with the dev test card; the booking's id. */
async function bookAndPay(location: string, start: string, who = person()) {
  const created = await create(ports[0], location, start, who);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.reservation!.id;
  const intent = await call<{ clientSecret: string }>(
    ports[1],
    'POST',
    '/api/payment/create-intent',
    { body: { reservationId: id, email: who.email, option: 'full' } },
  );
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  return { id, who, clientSecret: intent.body.clientSecret };
}

const devPay = (port: number, clientSecret: string) =>
  call(port, 'POST', '/api/payment/dev-pay', {
    body: { clientSecret, cardNumber: '4242424242424242' },
  });
const confirm = (port: number, clientSecret: string) =>
  call(port, 'POST', '/api/payment/confirm', {
    body: { paymentIntentClientSecret: clientSecret },
  });

async function emailJobs(reservationId: string, kind: string): Promise<number> {
  const { rows } = await db!.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job
      where name = 'email' and data->>'kind' = $1 and data->>'reservationId' = $2`,
    [kind, reservationId],
  );
  return rows[0].n;
}

/**
 * Waits until no email job of `reservationId` is due or running (a reminder for a later day is
 * not due): each has been sent or has failed for good, so no further copy arrives after this.
 */
async function emailJobsSettled(reservationId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { rows } = await db!.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job
            where name = 'email' and data->>'reservationId' = $1
              and state in ('created', 'retry', 'active') and start_after <= now()`,
          [reservationId],
        );
        return rows[0].n;
      },
      { timeout: 30_000, message: `the email jobs of ${reservationId} settled` },
    )
    .toBe(0);
}

async function waitForMail(email: string, pattern: RegExp): Promise<string> {
  await expect
    .poll(() => mailsTo(email).some((m) => pattern.test(m.text)), {
      timeout: 30_000,
      message: `an email to ${email} matching ${pattern}`,
    })
    .toBe(true);
  return mailsTo(email).find((m) => pattern.test(m.text))!.text;
}

// --- the set-up: database, sink, three instances, nginx ------------------------------------

async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function postgresAnswers(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

function nginxConfig(upstreams: number[], listen: number[]): string {
  const proxy = (upstream: string) => `
      location / {
        proxy_pass http://${upstream};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 60s;
        proxy_next_upstream off;
      }`;
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream all { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 16; }
  ${upstreams.map((p, i) => `upstream i${i + 1} { server 127.0.0.1:${p}; keepalive 16; }`).join('\n  ')}
  server { listen 127.0.0.1:${listen[0]}; ${proxy('all')} }
  ${upstreams.map((_, i) => `server { listen 127.0.0.1:${listen[i + 1]}; ${proxy(`i${i + 1}`)} }`).join('\n  ')}
}
`;
}

async function startNginx(): Promise<void> {
  ports = [await freePort(), await freePort(), await freePort(), await freePort()];
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    nginxConfig(
      servers.map((s) => s.port),
      ports,
    ),
  );
  let output = '';
  nginx = spawn(NGINX!, ['-p', dir, '-c', config, '-e', path.join(dir, 'nginx-error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  nginx.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      if ((await call(ports[0], 'GET', '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const NO_NGINX = 'nginx is not installed (apt-get install nginx-light; .ci/run does)';
// Said in the run's output too: the list reporter shows a skip without its reason.
if (!NGINX) console.warn(`three-instances.spec.ts skipped: ${NO_NGINX}`);

test.beforeAll(async () => {
  test.skip(!NGINX, NO_NGINX);
  const reachable = await postgresAnswers();
  test.skip(!reachable && !process.env.CI, `no PostgreSQL at ${ADMIN_URL}`);
  test.setTimeout(180_000); // three `next start` on a busy machine
  dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-three-'));
  await mkdir(path.join(dir, 'outbox'));

  database = `e2e_three_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();

  const dataset = path.join(dir, 'production.ndjson');
  const seed = readFileSync(
    path.join(WEB_DIR, '..', 'schemas', 'seed', 'production.ndjson'),
    'utf8',
  );
  writeFileSync(
    dataset,
    seed
      .split('\n')
      .map((line) =>
        line.startsWith('{"_id":"siteSettings"')
          ? JSON.stringify({ ...JSON.parse(line), holdBurstMinimum: BURST_FLOOR })
          : line,
      )
      .join('\n'),
  );
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const smtpPort = (sink.server.address() as AddressInfo).port;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Check-up booking <booking@clinic.example>',
    TOKEN_SECRET: E2E_TOKEN_SECRET,
    DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    TRUSTED_PROXY_HOPS: '1',
    CONTENT_DATASET_PATH: dataset,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    STAFF_WEBHOOK_URL: '',
  };
  delete env.PGLITE_DATA_DIR;
  delete env.JOBS_WORKER;
  // The first starts alone, so the three do not all migrate the empty database at once
  // (they could: migrations take an advisory lock; this only spares a busy machine).
  servers.push(await spawnNext(env));
  await waitUntilUp(servers[0], '/api/ready', 150_000);
  servers.push(await spawnNext(env), await spawnNext({ ...env, JOBS_WORKER: 'off' }));
  await Promise.all(servers.slice(1).map((s) => waitUntilUp(s, '/api/ready', 150_000)));
  await startNginx();
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end().catch(() => undefined);
  if (nginx) await stopProcess(nginx);
  await Promise.all(servers.map((s) => s.stop()));
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  if (database) await adminQuery(`drop database if exists ${database} with (force)`);
  if (dir) await rm(dir, { recursive: true, force: true });
});

// --- the invariants --------------------------------------------------------------------------

test('the worker runs where it is on, and not where JOBS_WORKER=off', async () => {
  await expect
    .poll(() => servers.map((s) => s.output().includes('job-worker-started')))
    .toEqual([true, true, false]);
});

test('nginx names each client: a per-client cap counts the loopback address it came from', async () => {
  // maxLiveHoldsPerClient is 3 in the seed: the fourth hold from one address is refused.
  const from = clientAddress();
  const slots = await takeSlots('basel_rheinfelden', 4);
  const answers: Answer[] = [];
  for (const [k, slot] of slots.entries())
    answers.push(
      await call(instancePort(k), 'POST', '/api/reservation/create', {
        body: createBody('basel_rheinfelden', slot.start),
        from,
      }),
    );
  expect(answers.map((a) => a.body.error ?? a.status)).toEqual([
    201,
    201,
    201,
    'hold-limit-client',
  ]);
});

test('90 creates for one slot at once, over three instances: winners = rooms', async () => {
  const [slot] = await takeSlots('zurich_bellevue', 1);
  const answers = await Promise.all(
    Array.from({ length: 90 }, (_, k) => create(instancePort(k), 'zurich_bellevue', slot.start)),
  );
  expect(tally(answers)).toEqual({
    '201': slot.freeRooms,
    '409 reserve-timeslot-error-already-booked': 90 - slot.freeRooms,
  });
  console.info(`90-way race: ${slot.freeRooms} rooms, ${JSON.stringify(tally(answers))}`);
  expect(await freeRoomsAt('zurich_bellevue', slot.start)).toBe(0);
  expect(await overlaps()).toBe(0);
});

test('one live hold per email, whichever instance each attempt reaches', async () => {
  const who = person();
  const slots = await takeSlots('basel_rheinfelden', 6);
  const answers = await Promise.all(
    slots.map((slot, k) =>
      create(instancePort(k), 'basel_rheinfelden', slot.start, {
        ...who,
        email: k % 2 ? who.email.toUpperCase() : who.email,
      }),
    ),
  );
  expect(tally(answers)).toEqual({ '201': 1, '409 hold-limit-email': 5 });
});

test('one Idempotency-Key sent to two instances at once: one reservation', async () => {
  const [slot] = await takeSlots('basel_rheinfelden', 1);
  const who = person();
  const key = `three-${randomUUID()}`;
  const answers = await Promise.all(
    [1, 2].map((i) =>
      call<Created>(ports[i], 'POST', '/api/reservation/create', {
        body: createBody('basel_rheinfelden', slot.start, who),
        headers: { 'idempotency-key': key },
      }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual([201, 201]);
  expect(answers[0].body.reservation!.id).toBe(answers[1].body.reservation!.id);
  const { rows } = await db!.query<{ n: number }>(
    `select count(*)::int as n from reservations where starts_at = $1 and location_id = $2`,
    [slot.start, 'location.basel_rheinfelden'],
  );
  expect(rows[0].n).toBe(1);
});

test('a payment confirmed on all three instances at once: one confirmation, one email', async () => {
  const [slot] = await takeSlots('basel_rheinfelden', 1);
  const booking = await bookAndPay('basel_rheinfelden', slot.start);
  // The card (which settles) on one instance while the return page's confirm runs on all
  // three; a confirm that reads the intent before the card went through is refused as unpaid.
  const [paid, ...racing] = await Promise.all([
    devPay(ports[1], booking.clientSecret),
    ...[1, 2, 3].map((i) => confirm(ports[i], booking.clientSecret)),
  ]);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  for (const a of racing)
    expect([200, '409 payment-failed-or-canceled-by-user']).toContain(
      a.status === 200 ? 200 : `${a.status} ${a.body.error}`,
    );
  // Then the paid intent confirmed on all three at once (browser return, webhook, a reload).
  const again = await Promise.all([1, 2, 3].map((i) => confirm(ports[i], booking.clientSecret)));
  expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
  const { rows } = await db!.query<{ status: string }>(
    'select status from reservations where id = $1',
    [booking.id],
  );
  expect(rows[0].status).toBe('confirmed');
  await waitForMail(booking.who.email, /\/en-ch\/booking\?token=/);
  // Every job sent or settled: a second copy would have arrived by now.
  await emailJobsSettled(booking.id);
  expect(mailsTo(booking.who.email)).toHaveLength(1);
  expect(await emailJobs(booking.id, 'booking-confirmation')).toBe(1);
});

test('the burst floor holds across instances; the challenge comes from each of them', async () => {
  const slots = await takeSlots('bern', 33);
  const answers = await Promise.all(
    slots.slice(0, 30).map((slot, k) => create(instancePort(k), 'bern', slot.start)),
  );
  const counts = tally(answers);
  console.info(`burst of 30 at Bern: ${JSON.stringify(counts)}`);
  expect(counts['201']).toBeGreaterThan(0);
  expect(counts['201']).toBeLessThanOrEqual(BURST_FLOOR);
  expect(counts).toEqual({
    '201': counts['201'],
    '428 hold-challenge-required': 30 - counts['201'],
  });
  const after = await Promise.all(
    slots.slice(30).map((slot, k) => create(ports[1 + k], 'bern', slot.start)),
  );
  expect(after.map((a) => `${a.status} ${a.body.error}`)).toEqual(
    Array(3).fill('428 hold-challenge-required'),
  );
});

test('reschedules (each sent to two instances) race 10 creates for one slot: winners = rooms', async () => {
  const MOVERS = 3;
  const CREATES = 10;
  const [target, ...homes] = await takeSlots('basel_zentral', 1 + MOVERS);
  const movers = await Promise.all(
    homes.map(async (home, k) => {
      const booking = await bookAndPay('basel_zentral', home.start);
      expect((await devPay(ports[1 + k], booking.clientSecret)).status).toBe(200);
      const mail = await waitForMail(booking.who.email, /\/en-ch\/booking\?token=/);
      const token = /\/en-ch\/booking\?token=(v2\.[A-Za-z0-9_-]+)/.exec(mail)![1];
      return { ...booking, home, token, mailsBefore: mailsTo(booking.who.email).length };
    }),
  );

  const move = (port: number, token: string) =>
    call(port, 'POST', '/api/booking/reschedule', {
      body: { token, timeSlotStart: target.start },
    });
  const [moves, creates] = await Promise.all([
    Promise.all(
      movers.map((m, k) =>
        Promise.all([move(instancePort(k), m.token), move(instancePort(k + 1), m.token)]),
      ),
    ),
    Promise.all(
      Array.from({ length: CREATES }, (_, k) =>
        create(instancePort(k), 'basel_zentral', target.start),
      ),
    ),
  ]);
  const all = [...moves.flat(), ...creates] as Answer[];
  console.info(`reschedule race for ${target.freeRooms} rooms: ${JSON.stringify(tally(all))}`);
  for (const a of all.filter((x) => x.status >= 400))
    expect(`${a.status} ${a.body.error}`).toBe('409 reserve-timeslot-error-already-booked');
  // The same move twice answers the same from either instance.
  for (const [a, b] of moves) expect(a.status).toBe(b.status);
  const moved = movers.filter((_, k) => moves[k][0].status === 200);
  const createWins = creates.filter((a) => a.status === 201).length;
  expect(createWins + moved.length).toBe(target.freeRooms);
  expect(await freeRoomsAt('basel_zentral', target.start)).toBe(0);
  expect(await overlaps()).toBe(0);

  for (const m of movers) {
    const won = moved.includes(m);
    const { rows } = await db!.query<{ reschedule_count: number; starts_at: Date }>(
      'select reschedule_count, starts_at from reservations where id = $1',
      [m.id],
    );
    expect(rows[0].reschedule_count).toBe(won ? 1 : 0);
    expect(rows[0].starts_at.getTime()).toBe(new Date(won ? target.start : m.home.start).getTime());
    expect(await emailJobs(m.id, 'rescheduled')).toBe(won ? 1 : 0);
    if (won) await waitForMail(m.who.email, /moved/i);
  }
  // Every job sent or settled: a second "moved" email would have arrived by now.
  for (const m of movers) await emailJobsSettled(m.id);
  for (const m of movers)
    expect(mailsTo(m.who.email).length - m.mailsBefore).toBe(moved.includes(m) ? 1 : 0);
});
