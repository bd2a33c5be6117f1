// `npm run test:at -w web -- '<time>' [jest args]`: the Jest suites on the embedded PGlite as if
// the wall clock read <time> (docs/architecture.md "Tests at any hour"). Not part of npm test.
// `npm run test:at -w web -- '<time>' --e2e [playwright args]`: the e2e suite the same way (the
// build, the servers, Playwright and Chromium all read <time>; build first).
//
// <time> is ISO-like, "2026-12-02 23:30", UTC unless it ends in an offset ("+01:00", "Z") or a
// zone name ("2026-12-03 00:30 Europe/Zurich"). The clock keeps running from there.
// TEST_AT_SPEED=200 runs it 200 times faster (each process from its own start), which makes
// two reads of the clock straddle a second, a minute or an hour.
//
// Uses libfaketime (Debian: apt-get install faketime), preloaded into npm, Jest and its workers:
// Date, the PGlite database inside them (now(), current_date) and every clock read through libc
// see the shifted time; monotonic clocks (timers, performance.now) stay real. A PostgreSQL
// server is another process with the real clock: run the PGlite suites only. In the e2e suite
// the specs that start their servers on PostgreSQL (three-instances, sms-reminder) see the
// database's real clock days away from the app's, which production never does.
import { spawn, spawnSync } from 'node:child_process';
import { DateTime } from 'luxon';

const [when, ...rest] = process.argv.slice(2);
const e2e = rest[0] === '--e2e';
const args = e2e ? rest.slice(1) : rest;
if (!when || when === '--help') {
  console.error(
    "usage: npm run test:at -w web -- '2026-12-02 23:30[ Europe/Zurich]' [--e2e] [jest or playwright args]",
  );
  process.exit(2);
}

const [, text, zone] = /^(.+?)(?:\s+([A-Za-z_]+\/[A-Za-z_]+|UTC))?$/.exec(when.trim()) ?? [];
const at = DateTime.fromISO(text.replace(' ', 'T'), { zone: zone ?? 'utc', setZone: true });
if (!at.isValid) {
  console.error(`test-at: not a time: ${when} (${at.invalidExplanation})`);
  process.exit(2);
}
if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error) {
  console.error('test-at: needs the faketime command (Debian/Ubuntu: apt-get install faketime)');
  process.exit(2);
}

const offset = Math.round((at.toMillis() - Date.now()) / 1000);
const speed = process.env.TEST_AT_SPEED ? ` x${process.env.TEST_AT_SPEED}` : '';
const spec = `${offset >= 0 ? '+' : ''}${offset}s${speed}`;
const zurich = at.setZone('Europe/Zurich');
console.error(
  `test-at: ${at.toUTC().toISO({ suppressMilliseconds: true })} = ${zurich.toFormat('cccc yyyy-MM-dd HH:mm')} Zurich (FAKETIME="${spec}")`,
);

const command = e2e ? ['npx', 'playwright', 'test'] : ['npm', 'run', '-s', 'test:unit', '--'];
// Jest: monotonic clocks stay real. e2e: they move too, since Chromium spins at full CPU when
// its monotonic clock and its wall clock disagree by the offset.
const env = e2e ? process.env : { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
const child = spawn('faketime', ['-f', spec, ...command, ...args], { stdio: 'inherit', env });
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
