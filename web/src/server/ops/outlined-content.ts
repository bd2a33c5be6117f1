/**
 * Pages whose HTML hides content behind React's reveal script. React's server renderer
 * "outlines" a completed Suspense boundary once the page's boundaries pass 12.8 kB
 * (`progressiveChunkSize`): it sends an empty placeholder, the content in a `hidden` div at
 * the end, and an inline script that moves it in place later. A page inside one large
 * boundary (as _app once had) is then blank without scripts, revealed late with them, and
 * blank for good under a CSP whose hashes came from a build without that script.
 * scripts/after-build.ts refuses a build in which a prerendered page has it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files';

// React's placeholder for a boundary sent later, and the hidden segment that carries it.
const OUTLINED = /<template id="B:\d+"><\/template>|<div hidden id="S:\d+">/;

export function hasOutlinedContent(html: string): boolean {
  return OUTLINED.test(html);
}

/** The prerendered pages of the build in `distDir` with outlined content (paths from pages/). */
export function pagesWithOutlinedContent(distDir: string): string[] {
  const pages = path.join(distDir, 'server', 'pages');
  return htmlFiles(pages)
    .filter((file) => hasOutlinedContent(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(pages, file));
}
