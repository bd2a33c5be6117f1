import '@testing-library/jest-dom';
import { seedWithSettings } from './src/test/content-seed';

// Keep test output readable: the structured log is asserted on where it matters.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';

// The route tests play many clients from one machine, each naming itself in X-Forwarded-For as
// a proxy would (src/test/booking.ts): one trusted proxy hop. The default (0, the socket
// address) is tested in src/server/http/http.test.ts.
process.env.TRUSTED_PROXY_HOPS = process.env.TRUSTED_PROXY_HOPS ?? '1';

// The route tests also play dozens of visitors booking at one location within seconds, which
// the hold guard rightly treats as a burst (server/holds/burst.ts). They read a copy of the
// seed whose Settings raise the burst floor; src/test/routes/hold-hoarding.test.ts reads the
// seed itself and shows the burst, the challenge and the caps with the real values.
if (!process.env.CONTENT_DATASET_PATH) {
  process.env.CONTENT_DATASET_PATH = seedWithSettings({ holdBurstMinimum: 100_000 });
}
