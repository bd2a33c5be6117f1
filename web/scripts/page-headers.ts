/**
 * Runs after `next build` (`npm run build`): writes the security headers of the pages served
 * without the proxy into the build's routes-manifest.json (src/server/security/page-headers.ts
 * says why). NEXT_DIST_DIR selects the build folder, as for `next build`.
 */
import { servedDistDir } from '@/lib/build/distDir';
import { writeStaticPageHeaders } from '@/server/security/page-headers';

const distDir = servedDistDir();
const count = writeStaticPageHeaders(distDir);
console.log(
  `page-headers: security headers for ${count} page paths in ${distDir}/routes-manifest.json`,
);
