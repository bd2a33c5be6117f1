/**
 * Preloaded (NODE_OPTIONS=--require) into an e2e server whose clock the spec moves: the server's
 * `Date` runs `offset` ms ahead of the real clock, the offset read from E2E_CLOCK_FILE whenever
 * the spec rewrites it. Lets "a receptionist's morning" mark a no-show after the appointment's
 * start without waiting for it. With E2E_CLOCK_ACK_DIR, each process writes the offset it has
 * read to <dir>/<pid>, so the spec waits for that instead of a guessed time (./clock.ts).
 * Test-only: production code never reads this file.
 */
// A preload for node --require is CommonJS: it cannot use import.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

const file = process.env.E2E_CLOCK_FILE;
const ackDir = process.env.E2E_CLOCK_ACK_DIR;
if (file) {
  let offset = 0;
  const read = () => {
    try {
      offset = Number(fs.readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
    if (ackDir) fs.writeFileSync(path.join(ackDir, String(process.pid)), String(offset));
  };
  read();
  fs.watchFile(file, { interval: 100, persistent: false }, read);
  const RealDate = Date;
  // A plain function, not a subclass: some runtimes copy only own statics (UTC, parse).
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offset;
  ShiftedDate.UTC = RealDate.UTC;
  ShiftedDate.parse = RealDate.parse;
  globalThis.Date = ShiftedDate;
}
