/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { hasOutlinedContent, pagesWithOutlinedContent } from './outlined-content';

/** ~20 kB of text, inside one Suspense boundary or not. */
function Page({ boundary }: { boundary: boolean }) {
  const main = (
    <main>
      {Array.from({ length: 200 }, (_, i) => (
        <p key={i}>Ganzkörper-MRI mit Bluttest und Beratung, Abschnitt {i}.</p>
      ))}
    </main>
  );
  return <div id="__next">{boundary ? <Suspense fallback={null}>{main}</Suspense> : main}</div>;
}

async function html(boundary: boolean): Promise<string> {
  const stream = await renderToReadableStream(<Page boundary={boundary} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe('hasOutlinedContent', () => {
  test("finds React's placeholder and hidden segment for a boundary past 12.8 kB", async () => {
    const outlined = await html(true);
    expect(outlined).toContain('$RC('); // React's reveal script
    expect(hasOutlinedContent(outlined)).toBe(true);
  });

  test('finds none in a page without a boundary around it (as _app renders pages)', async () => {
    const inline = await html(false);
    expect(inline).not.toContain('<script');
    expect(inline.indexOf('Abschnitt 199')).toBeLessThan(inline.indexOf('</main>'));
    expect(hasOutlinedContent(inline)).toBe(false);
  });
});

test('pagesWithOutlinedContent names the prerendered pages that have it', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'outlined-'));
  try {
    const pages = path.join(dist, 'server', 'pages', 'de-de');
    fs.mkdirSync(pages, { recursive: true });
    fs.writeFileSync(path.join(pages, 'check-up.html'), await html(true));
    fs.writeFileSync(path.join(pages, 'timeslot.html'), await html(false));
    fs.writeFileSync(path.join(pages, 'check-up.json'), '{"pageProps":{}}');
    expect(pagesWithOutlinedContent(dist)).toEqual([path.join('de-de', 'check-up.html')]);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
