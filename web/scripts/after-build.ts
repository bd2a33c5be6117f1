/**
 * Runs after `next build` (`npm run build`) on the build folder (NEXT_DIST_DIR, as for `next
 * build`): refuses pages that hide content behind React's reveal script
 * (server/ops/outlined-content.ts says why).
 */
import { servedDistDir } from '@/server/ops/dist-dir';
import { pagesWithOutlinedContent } from '@/server/ops/outlined-content';

const outlined = pagesWithOutlinedContent(servedDistDir());
if (outlined.length > 0) {
  console.error(
    `after-build: React outlined the content of ${outlined.join(', ')} (shown only once an inline ` +
      'script reveals it): is a Suspense boundary around a whole page (pages/_app.tsx)?',
  );
  process.exit(1);
}
