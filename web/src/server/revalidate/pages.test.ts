/**
 * every prerendered page that reads content is rebuilt by the publish webhook. The
 * pages are found on disk (src/pages, without api/, _app, _document). Every prerendered page
 * (getStaticProps) reads content here: at least Studio's UI texts through the page
 * translations, most through helpers (framedStepStaticProps, translatedStaticProps) a source
 * scan cannot follow. So each must be in CONTENT_PAGES, or in NOT_REBUILT_PAGES with a reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES, NOT_REBUILT_PAGES } from './paths';

const PAGES_DIR = path.join(process.cwd(), 'src', 'pages');

/** Route paths of the page files: /booking, /_design-system, /_design-system/icons, /404... */
function pageFiles(dir = PAGES_DIR): { route: string; source: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(file);
    if (!/\.(tsx|ts)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const route =
      `/${path.relative(PAGES_DIR, file).replace(/\.(tsx|ts)$/, '')}`.replace(/\/index$/, '') ||
      '/';
    if (route === '/_app' || route === '/_document') return [];
    return [{ route, source: fs.readFileSync(file, 'utf8') }];
  });
}

/** Prerendered, so reading content at build (see the header). */
const readsContentAtBuild = (source: string) => /\bgetStaticProps\b/.test(source);

it('finds the pages on disk', () => {
  const routes = pageFiles().map((p) => p.route);
  expect(routes).toEqual(expect.arrayContaining(['/booking', '/check-up', '/404']));
});

it('every page that reads content is rebuilt on publish (or says why not)', () => {
  const listed = new Set<string>([...CONTENT_PAGES, ...Object.keys(NOT_REBUILT_PAGES)]);
  const missing = pageFiles()
    .filter((p) => readsContentAtBuild(p.source) && !listed.has(p.route))
    .map((p) => p.route);
  expect(missing).toEqual([]);
});

it('lists no page that does not exist or does not read content', () => {
  const reading = new Set(
    pageFiles()
      .filter((p) => readsContentAtBuild(p.source))
      .map((p) => p.route),
  );
  expect(
    [...CONTENT_PAGES, ...Object.keys(NOT_REBUILT_PAGES)].filter((r) => !reading.has(r)),
  ).toEqual([]);
});
