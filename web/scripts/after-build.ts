/**
 * Runs after `next build` (`npm run build`) on the build folder (NEXT_DIST_DIR, as for `next
 * build`): refuses pages that hide content behind React's reveal script
 * (lib/build/outlinedContent.ts says why).
 */
import { servedDistDir } from '@/lib/build/distDir';
import { pagesWithOutlinedContent } from '@/lib/build/outlinedContent';

const outlined = pagesWithOutlinedContent(servedDistDir());
if (outlined.length > 0) {
  console.error(
    `after-build: React outlined the content of ${outlined.join(', ')} (shown only once an inline ` +
      'script reveals it): is a Suspense boundary around a whole page (pages/_app.tsx)?',
  );
  process.exit(1);
}
