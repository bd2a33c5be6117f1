/**
 * Runs after `next build` (`npm run build`) on the build folder (NEXT_DIST_DIR, as for `next
 * build`): refuses pages that hide content behind React's reveal script
 * (lib/build/outlinedContent.ts), then writes the static pages' security headers
 * (server/security/page-headers.ts), the browser's proxy matchers without the frame rule
 * (lib/build/clientProxyMatchers.ts) and V8's compile hint on the browser chunks
 * (lib/build/compileHints.ts); each module says why.
 */
import { writeClientProxyMatchers } from '@/lib/build/clientProxyMatchers';
import { addCompileHints } from '@/lib/build/compileHints';
import { servedDistDir } from '@/lib/build/distDir';
import { pagesWithOutlinedContent } from '@/lib/build/outlinedContent';
import { writeStaticPageHeaders } from '@/server/security/page-headers';

const distDir = servedDistDir();
const outlined = pagesWithOutlinedContent(distDir);
if (outlined.length > 0) {
  console.error(
    `after-build: React outlined the content of ${outlined.join(', ')} (shown only once an inline ` +
      'script reveals it): is patches/next+16.4.6.patch applied (npm ci)?',
  );
  process.exit(1);
}
const pages = writeStaticPageHeaders(distDir);
console.log(`after-build: security headers for ${pages} page paths in ${distDir}/routes-manifest.json`);
const dropped = writeClientProxyMatchers(distDir);
console.log(`after-build: ${dropped} frame-only proxy matcher(s) left out of the browser's copy`);
const chunks = addCompileHints(distDir);
console.log(`after-build: ${chunks} browser chunks marked for eager compilation (compile hint)`);
