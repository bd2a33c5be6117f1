import '@testing-library/jest-dom';

// Keep test output readable: the structured log is asserted on where it matters.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';

// The route tests play many clients from one machine, each naming itself in X-Forwarded-For as
// a proxy would (src/test/booking.ts): one trusted proxy hop. The default (0, the socket
// address) is tested in src/server/http/http.test.ts.
process.env.TRUSTED_PROXY_HOPS = process.env.TRUSTED_PROXY_HOPS ?? '1';
