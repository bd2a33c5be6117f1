/**
 * A PDF as its reader sees it (e2e): each page's text and a PNG of each page, rendered by pdf.js
 * in Chromium (the receipts, the signed MRI safety questionnaire).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from '@playwright/test';

/** The text of each PDF page and a PNG of each, rendered by pdf.js in Chromium. */
export async function readPdf(
  browser: Browser,
  bytes: Buffer,
  shotDir: string,
  shotName: string,
): Promise<{ text: string; pages: number }> {
  const require = createRequire(__filename);
  const build = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build');
  // A context of its own: pdf.js's own console output is not the site's.
  const context = await browser.newContext({ viewport: { width: 900, height: 1200 } });
  const page = await context.newPage();
  await page.route('http://pdf.local/**', (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '' || name === 'index.html')
      return route.fulfill({
        contentType: 'text/html',
        // A module script, not import() in evaluate: the spec's transpiler rewrites import().
        body:
          '<!doctype html><body><script type="module">import * as pdfjs from "/pdf.mjs";' +
          'pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs"; window.pdfjsLib = pdfjs;' +
          '</script></body>',
      });
    return route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(path.join(build, path.basename(name))),
    });
  });
  await page.goto('http://pdf.local/index.html');
  await page.waitForFunction(() => 'pdfjsLib' in window);
  const result = await page.evaluate(async (base64) => {
    type PdfJs = {
      getDocument: (o: { data: Uint8Array }) => {
        promise: Promise<{
          numPages: number;
          getPage: (n: number) => Promise<{
            getViewport: (o: { scale: number }) => { width: number; height: number };
            render: (o: object) => { promise: Promise<void> };
            getTextContent: () => Promise<{ items: { str?: string; hasEOL?: boolean }[] }>;
          }>;
        }>;
      };
    };
    const pdfjs = (window as unknown as { pdfjsLib: PdfJs }).pdfjsLib;
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await pdfjs.getDocument({ data }).promise;
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const pdfPage = await doc.getPage(n);
      const viewport = pdfPage.getViewport({ scale: 1.4 });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.dataset.page = String(n);
      canvas.style.display = 'block';
      canvas.style.border = '1px solid #999';
      document.body.appendChild(canvas);
      await pdfPage.render({ canvasContext: canvas.getContext('2d')!, viewport, canvas }).promise;
      const content = await pdfPage.getTextContent();
      texts.push(
        content.items
          .map((item) => (item.str !== undefined ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
          .join(''),
      );
    }
    return { text: texts.join('\n\f\n'), pages: doc.numPages };
  }, bytes.toString('base64'));
  mkdirSync(shotDir, { recursive: true });
  for (let n = 1; n <= result.pages; n++)
    await page
      .locator(`canvas[data-page="${n}"]`)
      .screenshot({ path: path.join(shotDir, `${shotName}-page-${n}.png`) });
  await context.close();
  return result;
}
