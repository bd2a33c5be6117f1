/**
 * The hashes of the inline scripts the build put into its pages, for the CSP's script-src.
 * Next (Turbopack) writes one small bootstrap script per page into the HTML (the list of the
 * page's chunks); its content is fixed at build time, so its hash is too. The prerendered
 * pages are read once per process (ISR regenerations carry the same scripts): every
 * `<script>` without `src` and not `application/json` (data, never executed) is hashed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// Relative: next.config.ts reads this module too (without the '@/' alias).
import { servedDistDir } from '@/server/ops/dist-dir';
import { htmlFiles } from '@/server/ops/html-files';

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

const cached = new Map<string, string[]>();

/**
 * The inline-script sources of the build in `distDir`, read once per process: a `next start`
 * serves one build for its whole life (a new build needs a new process), and the proxy asks
 * on every page request, so it must not touch the disk each time. Without a build (next dev)
 * nothing is kept, so a later build is still read.
 */
export function buildInlineScriptSources(distDir: string = servedDistDir()): string[] {
  const known = cached.get(distDir);
  if (known) return known;
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) return []; // no build (next dev)
  const sorted = sourcesOf(htmlFiles(path.join(distDir, 'server', 'pages')));
  cached.set(distDir, sorted);
  return sorted;
}

/** The sources of the inline scripts in these HTML files, each once, sorted. */
function sourcesOf(files: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const file of files)
    for (const source of inlineScriptSources(fs.readFileSync(file, 'utf8'))) sources.add(source);
  return [...sources].sort();
}
