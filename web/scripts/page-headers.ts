/**
 * Runs after `next build` (`npm run build`): writes the security headers of the pages served
 * without the proxy into the build's routes-manifest.json (src/server/security/page-headers.ts
 * says why). NEXT_DIST_DIR selects the build folder, as for `next build`.
 */
import path from 'node:path';
import { writeStaticPageHeaders } from '@/server/security/page-headers';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const count = writeStaticPageHeaders(distDir);
console.log(
  `page-headers: security headers for ${count} page paths in ${distDir}/routes-manifest.json`,
);
