import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { LOCALES, TECHNICAL_LOCALE } from './src/i18n/locales';
import { distDirName } from './src/server/ops/dist-dir';

/**
 * Every path gets the security headers, except, under `next dev`, the dev server's
 * `_clientMiddlewareManifest.js`: Next serves that script as application/json, which Chrome
 * refuses to run under nosniff and reports as an error on every page (vercel/next.js#92180;
 * docs/manage-booking.md). Production serves no such file.
 */
const DEV_SECURITY_HEADER_PATHS =
  '/((?!_next/static/development/_clientMiddlewareManifest\\.js).*)';

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` serves its dev resources (fast refresh's websocket) to these hosts besides
  // localhost: the tests and screenshots open the site as 127.0.0.1.
  allowedDevOrigins: ['127.0.0.1'],
  // A separate output folder lets the budgets benchmark build without touching a build
  // (or `next start`) that another process uses in .next.
  distDir: distDirName(),
  // Only for the budgets benchmark: maps name the modules in each chunk (scripts/bench-budgets.ts).
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCEMAPS === 'true',
  // 'default' is a technical locale only: the proxy (src/proxy.ts) redirects it to a real
  // one, so that every page lives under /de-ch, /en-ch, /de-de or /en-de.
  i18n: {
    locales: [TECHNICAL_LOCALE, ...LOCALES],
    defaultLocale: TECHNICAL_LOCALE,
    localeDetection: false,
  },
  transpilePackages: ['schemas'],
  // CI's `npm test` type-checks this project with the same tsconfig in its own task (turbo
  // `typecheck`, which fails the run on any error), so its build skips Next's second pass over
  // the same files (40-70 s on the 2-core machine). A build anywhere else still checks.
  typescript: { ignoreBuildErrors: Boolean(process.env.CI) },
  experimental: {
    // Read when `next start` starts. The e2e servers share one build but read different
    // datasets: each keeps the pages it rebuilds in memory (NEXT_ISR_FLUSH_TO_DISK=false, set
    // by playwright.config.ts and e2e/next-server.ts), or one would serve another's pages from
    // .next/server/route-cache. Production keeps Next's default (on disk).
    isrFlushToDisk: process.env.NEXT_ISR_FLUSH_TO_DISK !== 'false',
    // Turbopack's build cache speeds up the next build on this checkout; CI builds a fresh
    // clone once and throws it away, so writing it there only costs time (about 20 s on the
    // 2-core machine, docs/performance.md "Test suite time").
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // The job queue runs as plain Node in the server (its optional OpenTelemetry import stays a
  // runtime lookup instead of a bundling error).
  serverExternalPackages: ['pg-boss'],
  // Health data and card payments: no framing by other sites, no MIME sniffing, and only
  // the origin in the Referer of cross-origin requests (a prefill or payment-email link
  // carries personal data in its query until the URL sync removes it).
  async headers() {
    return [
      {
        // Every path, the locale included (`locale: false`), through an unnamed group: Next
        // extracts a rule's named parameters (and ':nextInternalLocale', which it adds to a
        // rule without `locale: false`) and compiles each header value against them on every
        // request; a rule without them only sets its headers.
        source: phase === PHASE_DEVELOPMENT_SERVER ? DEV_SECURITY_HEADER_PATHS : '/(.*)',
        locale: false,
        headers: [
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
        ],
      },
    ];
  },
  // SPEC 7 polls builds/latest.json for a new build; the id comes from one route. With i18n,
  // Next matches a `locale: false` source against the path with the (technical) default locale
  // prefixed: the bare /builds/latest.json is matched as /default/builds/latest.json.
  async rewrites() {
    return [
      {
        source: `/${TECHNICAL_LOCALE}/builds/latest.json`,
        destination: '/api/build-id',
        locale: false,
      },
    ];
  },
});

export default nextConfig;
