import { createHash } from 'node:crypto';
import { contentSecurityPolicy, pageSecurityHeaders, PERMISSIONS_POLICY } from './headers';
import { inlineScriptSources } from './inline-hashes';

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
