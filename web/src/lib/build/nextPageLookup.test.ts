/** @jest-environment node */
/**
 * The patch of Next's page lookup (patches/next+16.4.6.patch, applied by `npm ci`'s
 * postinstall): with i18n, Next looks a page up as `/de-ch/check-up` before `/check-up` on
 * every request, and the miss built and threw a PageNotFoundError each time (5-8.5 % of a
 * page request's busy CPU in profiles, docs/performance.md "Pages"). The patched lookup
 * skips a locale-prefixed candidate that the pages manifest does not list; everything else is
 * Next's own code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import NextNodeServer from 'next/dist/server/next-server';
import { PageNotFoundError } from 'next/dist/shared/lib/utils';

type Lookup = (opts: {
  locale?: string;
  page: string;
  query: Record<string, string>;
  params: Record<string, string>;
  isAppPath: boolean;
}) => Promise<{ components: { page: string } } | null>;

const PAGES = ['/_app', '/_document', '/check-up', '/de-de/special', '/special'];

let distDir: string;
beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-lookup-'));
  const server = path.join(distDir, 'server');
  fs.mkdirSync(path.join(server, 'pages', 'de-de'), { recursive: true });
  const manifest: Record<string, string> = {};
  for (const page of PAGES) {
    manifest[page] = `pages${page}.js`;
    fs.writeFileSync(
      path.join(server, `pages${page}.js`),
      `module.exports = { default: function Page() { return null; }, id: ${JSON.stringify(page)} };`,
    );
  }
  fs.writeFileSync(path.join(server, 'pages-manifest.json'), JSON.stringify(manifest));
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

/** Counts the PageNotFoundErrors built while `run` runs (the class's super constructor is swapped). */
async function countingNotFound<T>(run: () => Promise<T>): Promise<{ result: T; errors: number }> {
  let errors = 0;
  const base = Object.getPrototypeOf(PageNotFoundError) as ErrorConstructor;
  class Counting extends Error {
    constructor(...args: [string?]) {
      super(...args);
      errors += 1;
    }
  }
  Object.setPrototypeOf(PageNotFoundError, Counting);
  try {
    return { result: await run(), errors };
  } finally {
    Object.setPrototypeOf(PageNotFoundError, base);
  }
}

function lookup(locale: string | undefined, page: string) {
  const find = (NextNodeServer.prototype as unknown as { findPageComponentsImpl: Lookup })
    .findPageComponentsImpl;
  const server = { distDir, renderOpts: {}, isDev: false, sriEnabled: false };
  return find.call(server, { locale, page, query: {}, params: {}, isAppPath: false });
}

describe("Next's page lookup with i18n (patched)", () => {
  it('finds a page for a locale without building a PageNotFoundError for the locale-prefixed miss', async () => {
    const { result, errors } = await countingNotFound(() => lookup('de-ch', '/check-up'));
    expect(result?.components.page).toBe('/check-up');
    expect(errors).toBe(0);
  });

  it("still prefers a locale's own page file, as Next does", async () => {
    const { result } = await countingNotFound(() => lookup('de-de', '/special'));
    expect(result?.components.page).toBe('/de-de/special');
    const other = await lookup('en-ch', '/special');
    expect(other?.components.page).toBe('/special');
  });

  it('answers null for a page that does not exist (Next then renders its 404)', async () => {
    const { result, errors } = await countingNotFound(() => lookup('de-ch', '/missing'));
    expect(result).toBeNull();
    expect(errors).toBe(1); // the unprefixed miss, as in Next
  });

  it('counts what it claims to count', async () => {
    const { errors } = await countingNotFound(async () => {
      try {
        throw new PageNotFoundError('/x');
      } catch {
        return null;
      }
    });
    expect(errors).toBe(1);
  });
});
