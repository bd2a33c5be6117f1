/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { hasOutlinedContent, pagesWithOutlinedContent } from './outlinedContent';

/** A page as _app renders it: everything inside one Suspense boundary, ~20 kB of text. */
function Page() {
  return (
    <div id="__next">
      <Suspense fallback={null}>
        <main>
          {Array.from({ length: 200 }, (_, i) => (
            <p key={i}>Ganzkörper-MRI mit Bluttest und Beratung, Abschnitt {i}.</p>
          ))}
        </main>
      </Suspense>
    </div>
  );
}

async function html(options?: { progressiveChunkSize: number }): Promise<string> {
  const stream = await renderToReadableStream(<Page />, options);
  await stream.allReady;
  return new Response(stream).text();
}

describe('hasOutlinedContent', () => {
  test("finds React's placeholder and hidden segment for a boundary past 12.8 kB", async () => {
    const outlined = await html();
    expect(outlined).toContain('$RC('); // React's reveal script
    expect(hasOutlinedContent(outlined)).toBe(true);
  });

  test('finds none when the render does not outline (as patched Next renders pages)', async () => {
    const inline = await html({ progressiveChunkSize: Number.POSITIVE_INFINITY });
    expect(inline).not.toContain('<script');
    expect(inline.indexOf('Abschnitt 199')).toBeLessThan(inline.indexOf('</main>'));
    expect(hasOutlinedContent(inline)).toBe(false);
  });
});

test("Next's Pages renderer is patched to render without outlining (npm ci's postinstall)", () => {
  for (const file of [
    'next/dist/compiled/next-server/pages-turbo.runtime.prod.js',
    'next/dist/server/render.js',
  ])
    expect(fs.readFileSync(require.resolve(file), 'utf8')).toMatch(
      /progressiveChunkSize: ?(1\/0|Number\.POSITIVE_INFINITY)/,
    );
});

test('pagesWithOutlinedContent names the prerendered pages that have it', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'outlined-'));
  try {
    const pages = path.join(dist, 'server', 'pages', 'de-de');
    fs.mkdirSync(pages, { recursive: true });
    fs.writeFileSync(path.join(pages, 'check-up.html'), await html());
    fs.writeFileSync(
      path.join(pages, 'timeslot.html'),
      await html({ progressiveChunkSize: Number.POSITIVE_INFINITY }),
    );
    fs.writeFileSync(path.join(pages, 'check-up.json'), '{"pageProps":{}}');
    expect(pagesWithOutlinedContent(dist)).toEqual([path.join('de-de', 'check-up.html')]);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
