/**
 * zod in the browser without its eval probe (docs/staff-desk.md "zod and the CSP"): the site's
 * CSP forbids eval, and zod's probe for it (`new Function("")`, caught) is still reported as a
 * violation. Object schemas decide at construction whether to try their compiled fast path, so
 * this runs before any schema is built: it is `_app`'s first import. The server keeps the fast
 * path.
 */
import { config } from 'zod/v4/core';

if (typeof window !== 'undefined') config({ jitless: true });
