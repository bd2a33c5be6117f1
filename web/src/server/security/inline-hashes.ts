/**
 * The hashes of the inline scripts the build put into its pages, for the CSP's script-src.
 * Next (Turbopack) writes one small bootstrap script per page into the HTML (the list of the
 * page's chunks); its content is fixed at build time, so its hash is too. The prerendered
 * pages are read once per build (ISR regenerations carry the same scripts): every
 * `<script>` without `src` and not `application/json` (data, never executed) is hashed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of the executable inline scripts in `html`. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/.test(attributes) || /type=["']?application\/(ld\+)?json/.test(attributes))
      continue;
    if (body.length === 0) continue;
    sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return sources;
}

function htmlFiles(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // no build (next dev): nothing to hash
  }
  return entries.flatMap((e) =>
    e.isDirectory()
      ? htmlFiles(path.join(dir, e.name))
      : e.name.endsWith('.html')
        ? [path.join(dir, e.name)]
        : [],
  );
}

let cached: { buildId: string; sources: string[] } | null = null;

/** The inline-script sources of the current build's pages (read once per build id). */
export function buildInlineScriptSources(
  distDir: string = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next'),
): string[] {
  let buildId = '';
  try {
    buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return [];
  }
  if (cached?.buildId === buildId) return cached.sources;
  const sources = new Set<string>();
  for (const file of htmlFiles(path.join(distDir, 'server', 'pages')))
    for (const source of inlineScriptSources(fs.readFileSync(file, 'utf8'))) sources.add(source);
  cached = { buildId, sources: [...sources].sort() };
  return cached.sources;
}
