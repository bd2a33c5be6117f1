/**
 * zod in the browser without its eval probe (docs/staff-desk.md "zod and the CSP"): the site's
 * CSP forbids eval, and zod's probe for it (`new Function("")`, caught) is still reported as a
 * violation. Object schemas decide at construction whether to try their compiled fast path, so
 * this runs before any schema is built: it is `_app`'s first import. The server keeps the fast
 * path.
 *
 * Written into the object zod's `config()` keeps on globalThis (zod/v4/core/core.js adopts one
 * that is already there) rather than through `config()`: importing zod here put its core
 * utilities into every page's first-load JS, steps that never build a schema
 * (docs/performance.md). zodJitless.test.ts checks that zod still reads it.
 */
export const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

if (typeof window !== 'undefined') {
  const global = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
  (global[ZOD_GLOBAL_CONFIG] ??= {}).jitless = true;
}
