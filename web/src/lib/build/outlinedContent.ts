/**
 * Pages whose HTML hides content behind React's reveal script. React's server renderer
 * "outlines" a completed Suspense boundary once the page's boundaries pass 12.8 kB
 * (`progressiveChunkSize`): it sends an empty placeholder, the content in a `hidden` div at
 * the end, and an inline script that moves it in place, a frame or up to 300 ms later. Every
 * page sits in _app's Suspense boundary (hydration in slices), so a step whose text grew past
 * that size was sent hidden: blank without scripts, revealed late with them, and blank for
 * good under a CSP whose hashes came from a build where no page had that script. The Pages
 * Router sends a page only once it is complete, so nothing is gained by it:
 * patches/next+16.4.6.patch renders with `progressiveChunkSize: Infinity`, and
 * scripts/after-build.ts refuses a build in which a prerendered page still has it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './htmlFiles';

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
