/**
 * The axe check itself (e2e/axe.ts) finds what it is there to find: serious and critical
 * violations, in a page without frames (axe's legacy mode) and in one with a frame (the
 * default mode), so a clean result elsewhere means a clean page.
 */
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

const BROKEN = `<main><h1>Check</h1><img src="data:,"><button></button>
  <p style="color:#777;background:#888">Low contrast</p></main>`;

const rules = (lines: string[]) => lines.map((line) => line.split(':')[0]).sort();

test('the axe check reports serious violations in a page, and inside its frames', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Axe</title><body>${BROKEN}`);
  expect(page.frames()).toHaveLength(1);
  expect(rules(await seriousViolations(page))).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);

  await page.setContent(
    `<!doctype html><html lang="en"><title>Axe</title><body><main><h1>Frame</h1>
     <iframe title="Inner" srcdoc='<html lang="en"><title>Inner</title><body><img src="data:,">'></iframe></main>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  const found = await seriousViolations(page);
  expect(rules(found)).toEqual(['image-alt']);
  expect(found[0]).toContain('iframe');
});

test('a second check of the same document sees what changed since the first', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>Axe</title><body><main><h1>Clean</h1></main>`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  // The page keeps the axe of its first check (e2e/axe.ts); a client-side step changes the DOM.
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);
  await page.evaluate(
    (html) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html),
    BROKEN,
  );
  expect(rules(await seriousViolations(page))).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);
});
