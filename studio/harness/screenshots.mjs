// Screenshots of the translation tools (docs/languages.md), outside Studio: bundles ./main.tsx
// with esbuild (as the tests do, `sanity` resolves to @sanity/types) and shoots it in Chromium.
// Usage: node studio/harness/screenshots.mjs [outDir]   (default /tmp)
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] ?? '/tmp';

const result = await build({
  entryPoints: [path.join(here, 'main.tsx')],
  bundle: true,
  write: false,
  format: 'iife',
  jsx: 'automatic',
  alias: { sanity: '@sanity/types' },
  loader: { '.ndjson': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [
    {
      name: 'studio-language',
      setup(b) {
        b.onResolve({ filter: /\/studioLanguage$/ }, () => ({
          path: path.join(here, 'language.ts'),
        }));
      },
    },
  ],
});
const script = result.outputFiles[0].text;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
const shots = [
  // Error messages, filtered to stale rows: each with the diff of what its translation was for.
  {
    view: 'table',
    language: 'de',
    area: 'type:errorMessage',
    filter: 'stale',
    viewport: { width: 1440, height: 900 },
  },
  { view: 'table', language: 'en', viewport: { width: 1280, height: 800 } },
  { view: 'table', language: 'de', viewport: { width: 390, height: 844 } },
  { view: 'needs', language: 'en', viewport: { width: 1280, height: 800 } },
  { view: 'needs', language: 'de', viewport: { width: 390, height: 844 } },
];
for (const shot of shots) {
  const page = await browser.newPage({ viewport: shot.viewport });
  page.on('pageerror', (error) => console.error(shot.view, error));
  await page.setContent(
    '<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>',
  );
  await page.evaluate((harness) => Object.assign(window, { __HARNESS__: harness }), shot);
  await page.addScriptTag({ content: script });
  await page.waitForSelector(shot.view === 'needs' ? '[role=status]' : 'table');
  if (shot.view === 'table') {
    // The namespace with the draft: one German missing, one English changed.
    await page.selectOption('#texts-namespace', shot.area ?? 'uiText.success');
    if (shot.filter) await page.selectOption('#texts-filter', shot.filter);
  }
  const name = [shot.view, shot.area?.replace('type:', ''), shot.filter, shot.language]
    .filter(Boolean)
    .join('-');
  const file = path.join(outDir, `texts-${name}-${shot.viewport.width}.png`);
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
  await page.close();
}
await browser.close();
