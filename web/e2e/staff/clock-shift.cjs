/**
 * Preloaded (NODE_OPTIONS=--require) into an e2e server whose clock the spec moves: the server's
 * `Date` runs `offset` ms ahead of the real clock, the offset read from E2E_CLOCK_FILE whenever
 * the spec rewrites it. Lets "a receptionist's morning" mark a no-show after the appointment's
 * start without waiting for it. Test-only: production code never reads this file.
 */
const fs = require('node:fs');

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  let offset = 0;
  const read = () => {
    try {
      offset = Number(fs.readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  fs.watchFile(file, { interval: 100, persistent: false }, read);
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
