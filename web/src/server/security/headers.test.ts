import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  currentPageSecurityHeaders,
  pageSecurityHeaders,
  PERMISSIONS_POLICY,
  withScriptNonce,
} from './headers';
import { buildInlineScriptSources, inlineScriptSources } from './inline-hashes';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  const prod = directives(contentSecurityPolicy({ NODE_ENV: 'production' }));

  it('allows scripts from the site, Stripe and the tag manager only, never inline or eval in production', () => {
    expect(prod['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://js.stripe.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(prod['script-src'].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
    expect(prod['style-src']).toEqual(["'self'"]);
    expect(prod['object-src']).toEqual(["'none'"]);
    expect(prod['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(prod['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.stripe.com']),
    );
  });

  it("allows the build's inline bootstrap scripts by hash, not JSON data or external scripts", () => {
    const boot =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});';
    const html =
      `<html><head><script>${boot}</script><script src="/_next/a.js" defer=""></script>` +
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></head></html>';
    const expected = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    expect(inlineScriptSources(html)).toEqual([expected]);
    const csp = directives(contentSecurityPolicy({ NODE_ENV: 'production' }, [expected]));
    expect(csp['script-src']).toContain(expected);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets only the site and the configured Studio frame it', () => {
    expect(prod['frame-ancestors']).toEqual(["'self'"]);
    const withStudio = directives(
      contentSecurityPolicy({
        NODE_ENV: 'production',
        STUDIO_ORIGIN: 'https://clinic.sanity.studio/desk',
      }),
    );
    expect(withStudio['frame-ancestors']).toEqual(["'self'", 'https://clinic.sanity.studio']);
    const malformed = directives(
      contentSecurityPolicy({ NODE_ENV: 'production', STUDIO_ORIGIN: 'not a url; script-src *' }),
    );
    expect(malformed['frame-ancestors']).toEqual(["'self'"]);
  });

  it('relaxes only what next dev needs in development', () => {
    const dev = directives(contentSecurityPolicy({ NODE_ENV: 'development' }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['style-src']).toContain("'unsafe-inline'");
  });

  it('allows payment for the site and Stripe, and switches off unused devices', () => {
    expect(PERMISSIONS_POLICY).toContain('payment=(self "https://js.stripe.com")');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(pageSecurityHeaders({ NODE_ENV: 'production' }, [])['Permissions-Policy']).toBe(
      PERMISSIONS_POLICY,
    );
  });
});

describe('draft preview', () => {
  it('allows inline styles (the Visual Editing overlay) and frames of the site only for a draft-mode request', () => {
    const prod = { NODE_ENV: 'production' };
    const styleSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('style-src '));
    expect(styleSrc(contentSecurityPolicy(prod, []))).toBe("style-src 'self'");
    expect(styleSrc(contentSecurityPolicy(prod, [], true))).toBe(
      "style-src 'self' 'unsafe-inline'",
    );
    const draft = Object.fromEntries(currentPageSecurityHeaders(prod, [], true));
    const published = Object.fromEntries(currentPageSecurityHeaders(prod, []));
    expect(styleSrc(draft['Content-Security-Policy'])).toBe("style-src 'self' 'unsafe-inline'");
    expect(styleSrc(published['Content-Security-Policy'])).toBe("style-src 'self'");
    // The receipt preview's PDF is framed from the site itself in draft mode only.
    const frameSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('frame-src '));
    expect(frameSrc(draft['Content-Security-Policy'])).toMatch(/^frame-src 'self' /);
    expect(frameSrc(published['Content-Security-Policy'])).not.toContain("'self'");
    // Scripts stay as strict in draft mode.
    const withoutDraftAllowances = (csp: string) =>
      csp.replace(/style-src [^;]*/, '').replace("frame-src 'self' ", 'frame-src ');
    expect(withoutDraftAllowances(draft['Content-Security-Policy'])).toBe(
      withoutDraftAllowances(published['Content-Security-Policy']),
    );
  });
});

describe('headers of the running server', () => {
  it('are the headers of the current environment, rebuilt when it changes', () => {
    const prod = { NODE_ENV: 'production' };
    const scripts = ["'sha256-abc'"];
    const first = currentPageSecurityHeaders(prod, scripts);
    expect(Object.fromEntries(first)).toEqual(pageSecurityHeaders(prod, scripts));
    expect(currentPageSecurityHeaders({ ...prod }, scripts)).toBe(first); // kept
    const studio = { ...prod, STUDIO_ORIGIN: 'https://clinic.sanity.studio' };
    expect(Object.fromEntries(currentPageSecurityHeaders(studio, scripts))).toEqual(
      pageSecurityHeaders(studio, scripts),
    );
    const other = ["'sha256-def'"];
    expect(Object.fromEntries(currentPageSecurityHeaders(studio, other))).toEqual(
      pageSecurityHeaders(studio, other),
    );
    expect(Object.fromEntries(currentPageSecurityHeaders({ NODE_ENV: 'development' }, []))).toEqual(
      pageSecurityHeaders({ NODE_ENV: 'development' }, []),
    );
  });

  it("reads a build's inline scripts once, and nothing without a build", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-build-'));
    try {
      expect(buildInlineScriptSources(dist)).toEqual([]);
      fs.mkdirSync(path.join(dist, 'server', 'pages', 'de-ch'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'b1');
      fs.writeFileSync(
        path.join(dist, 'server', 'pages', 'de-ch', 'check-up.html'),
        '<script>boot()</script><script id="__NEXT_DATA__" type="application/json">{}</script>',
      );
      const sources = buildInlineScriptSources(dist);
      expect(sources).toEqual(inlineScriptSources('<script>boot()</script>'));
      const read = jest.spyOn(fs, 'readFileSync');
      expect(buildInlineScriptSources(dist)).toBe(sources);
      expect(read).not.toHaveBeenCalled();
      read.mockRestore();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('script nonce of a response rendered per request (draft mode)', () => {
  it('adds the nonce to script-src, keeping the hashes, and nothing under next dev', () => {
    const prod = contentSecurityPolicy({ NODE_ENV: 'production' }, ["'sha256-abc'"], true);
    const csp = directives(withScriptNonce(prod, 'bm9uY2U='));
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(["'nonce-bm9uY2U='", "'self'", "'sha256-abc'"]),
    );
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toEqual(directives(prod)['style-src']);
    const dev = contentSecurityPolicy({ NODE_ENV: 'development' }, [], true);
    expect(withScriptNonce(dev, 'bm9uY2U=')).toBe(dev);
  });
});
