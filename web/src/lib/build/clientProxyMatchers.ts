/**
 * The browser's copy of the proxy's matchers (`<distDir>/static/<build>/_clientMiddlewareManifest.js`)
 * without the proxy's frame rule. Next's client router takes a path that a matcher's pattern
 * matches as one the proxy may rewrite or redirect: when a page with a query hydrates it asks
 * the server first (a HEAD of the page's data, then a re-render), and navigations and
 * prefetches take the same detour. The client checks paths only, never a matcher's `has`
 * conditions, so the rule that sends a framed booking step through the proxy (src/proxy.ts:
 * `Sec-Fetch-Dest: iframe`) made every booking step look proxied. The router's own requests are
 * fetches (`Sec-Fetch-Dest: empty`), which that rule never matches; the server keeps it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FRAME_REQUEST } from '../../server/security/page-headers';

type Condition = { type: string; key: string; value?: string };
type ClientMatcher = { regexp: string; has?: Condition[] };

const MANIFEST =
  /^self\.__MIDDLEWARE_MATCHERS\s*=\s*(\[[\s\S]*\]);(self\.__MIDDLEWARE_MATCHERS_CB[\s\S]*)$/;

/** A rule that only a frame's document request can meet (never a fetch of the router). */
export function isFrameOnly(matcher: ClientMatcher): boolean {
  const frame = Object.entries(FRAME_REQUEST);
  return (
    (matcher.has?.length ?? 0) > 0 &&
    matcher.has!.some((c) =>
      frame.some(
        ([key, value]) => c.type === 'header' && c.key.toLowerCase() === key && c.value === value,
      ),
    )
  );
}

/** The manifest's text without frame-only matchers (unchanged if it has none). */
export function withoutFrameMatchers(manifest: string): string {
  const parsed = MANIFEST.exec(manifest);
  if (!parsed)
    throw new Error('unexpected _clientMiddlewareManifest.js format (Next.js changed it?)');
  const matchers = JSON.parse(parsed[1]) as ClientMatcher[];
  const kept = matchers.filter((m) => !isFrameOnly(m));
  if (kept.length === matchers.length) return manifest;
  return `self.__MIDDLEWARE_MATCHERS = ${JSON.stringify(kept, null, 2)};${parsed[2]}`;
}

/** Rewrites the build's client matchers; says how many frame-only matchers it dropped. */
export function writeClientProxyMatchers(distDir: string): number {
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const file = path.join(distDir, 'static', buildId, '_clientMiddlewareManifest.js');
  if (!fs.existsSync(file)) return 0; // no proxy in this build
  const before = fs.readFileSync(file, 'utf8');
  const after = withoutFrameMatchers(before);
  if (after === before) return 0;
  fs.writeFileSync(file, after);
  const count = (text: string) => (JSON.parse(MANIFEST.exec(text)![1]) as unknown[]).length;
  return count(before) - count(after);
}
