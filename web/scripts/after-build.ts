/**
 * Runs after `next build` (`npm run build`) on the build folder (NEXT_DIST_DIR, as for `next
 * build`): refuses pages that hide content behind React's reveal script
 * (server/ops/outlined-content.ts says why) and project files traced into the server's output
 * (server/ops/traced-files.ts).
 */
import { servedDistDir } from '@/server/ops/dist-dir';
import { pagesWithOutlinedContent } from '@/server/ops/outlined-content';
import { tracedProjectFiles } from '@/server/ops/traced-files';

const outlined = pagesWithOutlinedContent(servedDistDir());
if (outlined.length > 0) {
  console.error(
    `after-build: React outlined the content of ${outlined.join(', ')} (shown only once an inline ` +
      'script reveals it): is a Suspense boundary around a whole page (pages/_app.tsx)?',
  );
  process.exit(1);
}

const traced = tracedProjectFiles(servedDistDir(), process.cwd());
if (traced.length > 0) {
  console.error(
    `after-build: the build traced ${traced.length} project files into the server's output ` +
      `(${traced.slice(0, 5).join(', ')}${traced.length > 5 ? ', …' : ''}): a file access whose ` +
      'path is chosen at run time needs /* turbopackIgnore: true */ (server/ops/traced-files.ts).',
  );
  process.exit(1);
}
