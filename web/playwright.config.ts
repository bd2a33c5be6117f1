import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ALWAYS_OPEN_LOCATION,
  E2E_DATA_ENCRYPTION_KEY,
  E2E_REVALIDATE_SECRET,
  E2E_TOKEN_SECRET,
  everyDayOpen,
} from './e2e/constants';
import { makePgliteTemplate } from './e2e/next-server';
import { bundleStaffCli } from './e2e/staff-cli';

/**
 * The suite owns its server: a free port is chosen once (workers load this config again and
 * inherit E2E_PORT, so all agree), and a server already listening is never reused.
 */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
process.env.E2E_PORT ??= String(freePort());
// Inherited by the workers, so that servers the specs start themselves (e2e/stripe) get them too:
// a production start needs a token secret; the specs name each test's client in
// X-Forwarded-For (booking-helpers uniqueClientIp), as one trusted proxy would.
process.env.TOKEN_SECRET ??= E2E_TOKEN_SECRET;
process.env.TRUSTED_PROXY_HOPS ??= '1';
const PORT = Number(process.env.E2E_PORT);
/**
 * The server reads a copy of the seed dataset, made once per run (workers inherit the path),
 * so a spec can edit content at test time without touching the repository's seed.
 */
const everyDay = everyDayOpen('08:00', '18:00');
if (!process.env.E2E_CONTENT_DATASET) {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-content-')), 'production.ndjson');
  copyFileSync(path.join(__dirname, '..', 'schemas', 'seed', 'production.ndjson'), copy);
  // The suite plays dozens of visitors at one location within minutes, which the hold guard
  // rightly treats as a burst (web/src/server/holds): its copy raises the burst floor.
  // e2e/hold-challenge.spec.ts runs its own server with the floor low to show the challenge.
  const raised = readFileSync(copy, 'utf8')
    .split('\n')
    .map((line) => {
      if (line.startsWith('{"_id":"siteSettings"'))
        return JSON.stringify({ ...JSON.parse(line), holdBurstMinimum: 100_000 });
      const doc = line.startsWith('{')
        ? (JSON.parse(line) as { slug?: { current?: string } })
        : null;
      // One location open every day of the year, so that a slot 26-46 h ahead exists whatever
      // the day of the run (e2e/manage-flow.spec.ts, E2E_ALWAYS_OPEN_LOCATION): no test may
      // depend on the weekday or skip itself on a weekend or holiday.
      if (doc?.slug?.current === E2E_ALWAYS_OPEN_LOCATION)
        return JSON.stringify({ ...doc, openingHours: everyDay, closures: [] });
      return line;
    })
    .join('\n');
  writeFileSync(copy, raised);
  process.env.E2E_CONTENT_DATASET = copy;
}
/**
 * The server's database and outbox are the run's own (workers inherit the paths), never the
 * repository's .data/: the site of `npm run dev` keeps its data and its key whatever the tests
 * did, and each run starts from an empty database. Specs that start servers of their own give
 * them their own folders.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
/**
 * The staff CLI, bundled once a run for the specs that call it (e2e/staff-cli.ts); the process
 * that made it (the runner, whose workers inherit the path) removes it as it exits.
 */
if (!process.env.E2E_STAFF_CLI) {
  const bundle = bundleStaffCli();
  process.env.E2E_STAFF_CLI = bundle;
  process.on('exit', () => rmSync(path.dirname(bundle), { recursive: true, force: true }));
}
process.env.OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR, 'outbox');
/**
 * The run's migrated embedded database, made once before the suite's server starts (the staff
 * CLI's start: migrations and data steps): the suite's server starts on a copy of it instead of
 * running initdb and every migration itself, and the specs' servers on copies too
 * (e2e/next-server.ts `migratedPgliteDir`).
 */
const SUITE_PGLITE_DIR = path.join(process.env.E2E_DATA_DIR, 'pglite');
if (!existsSync(SUITE_PGLITE_DIR))
  cpSync(makePgliteTemplate(), SUITE_PGLITE_DIR, { recursive: true });
const isCI = Boolean(process.env.CI);

/**
 * End-to-end tests in a real Chromium against the production server. The system Chromium
 * is used (no browser download); the test script builds first (`npm run build`).
 * Headless, it is Debian's `chromium-headless-shell` where installed: Chromium's own headless
 * build (the one Playwright itself runs headless), which took about 30 % less CPU than the full
 * browser for the same 158 tests (docs/performance.md "Test suite time"). The full `chromium`
 * serves where the shell is missing, and for headed runs.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const headed = ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag));
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) && !headed ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // One retry on the shared CI host; a test that needed it is reported as flaky and is a bug to
  // fix (docs/decisions/0011-one-e2e-retry-in-ci.md).
  retries: isCI ? 1 : 0,
  // Three browsers against the one server: the tests are independent (each its own client
  // address, visitor and slot). Two left the 2-core host idle a sixth of the time (a test waits
  // for a server, an email or the clock); three took 307-314 s against 348 s there, none flaky
  // (docs/performance.md "Test suite time").
  workers: 3,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's DOM and screenshot: on CI only a retry records one (a failed
    // first try is retried once), so passing tests do not pay for it on the 2-core machine.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    // A failed first try's page as it was (costs nothing when a test passes): a flaky test's
    // retry often passes, and then this is all that shows what the first one saw.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run start',
    // A known webhook secret, so e2e can send a correctly signed revalidation request.
    // DEV_PAYMENTS_IN_PRODUCTION: the dev payment provider stands in for Stripe under `next start`.
    // TRUSTED_PROXY_HOPS=1: each test names its own client in X-Forwarded-For (uniqueClientIp),
    // so per-client rate limits do not mix tests; without a proxy the default is 0.
    env: {
      PORT: String(PORT),
      SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      DEV_PAYMENTS_IN_PRODUCTION: 'true',
      DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
      TOKEN_SECRET: process.env.TOKEN_SECRET,
      TRUSTED_PROXY_HOPS: '1',
      // The "complete your payment" email waits 10 s here instead of 10 min (docs/spec.md).
      PAYMENT_LINK_DELAY_SECONDS: '10',
      CONTENT_DATASET_PATH: process.env.E2E_CONTENT_DATASET,
      PGLITE_DATA_DIR: SUITE_PGLITE_DIR,
      OUTBOX_DIR: process.env.OUTBOX_DIR,
      // Rebuilt pages stay in this server's memory (next.config.ts, isrFlushToDisk): the
      // specs' own servers of the same build read other datasets.
      NEXT_ISR_FLUSH_TO_DISK: 'false',
    },
    url: `http://127.0.0.1:${PORT}/de-ch/check-up`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
