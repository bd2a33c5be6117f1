/**
 * Runs after `next build` (`npm run build`) on the build folder (NEXT_DIST_DIR, as for `next
 * build`): the static pages' security headers (server/security/page-headers.ts), the browser's
 * proxy matchers without the frame rule (lib/build/clientProxyMatchers.ts) and V8's compile
 * hint on the browser chunks (lib/build/compileHints.ts); each module says why.
 */
import { writeClientProxyMatchers } from '@/lib/build/clientProxyMatchers';
import { addCompileHints } from '@/lib/build/compileHints';
import { servedDistDir } from '@/lib/build/distDir';
import { writeStaticPageHeaders } from '@/server/security/page-headers';

const distDir = servedDistDir();
const pages = writeStaticPageHeaders(distDir);
console.log(`after-build: security headers for ${pages} page paths in ${distDir}/routes-manifest.json`);
const dropped = writeClientProxyMatchers(distDir);
console.log(`after-build: ${dropped} frame-only proxy matcher(s) left out of the browser's copy`);
const chunks = addCompileHints(distDir);
console.log(`after-build: ${chunks} browser chunks marked for eager compilation (compile hint)`);
