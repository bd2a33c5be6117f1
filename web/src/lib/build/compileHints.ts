/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a
 * script that starts with this comment has all its functions compiled eagerly, on the
 * background thread that streams it, instead of lazily on the main thread when first called.
 * Turbopack's chunks wrap each module in a function that runs once at start-up, so without the
 * hint every module of the first load was compiled on the main thread inside one long task
 * (docs/performance.md, "Lighthouse on a slower host"). Other engines read it as a comment.
 */
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map (version 3, not an index map) as Turbopack writes it. */
interface SourceMapJson {
  version: number;
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/**
 * The source map a chunk names in its trailing comment, as written (relative to the chunk), or
 * null. Turbopack names a chunk's map after its content before the comment was added, so the
 * comment, not `<chunk>.map`, says where it is.
 */
export function sourceMapNameOf(code: string): string | null {
  return /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1] ?? null;
}

export function hasCompileHint(code: string): boolean {
  return code.startsWith(`${COMPILE_HINT}\n`);
}

/** The chunk with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(code: string): string {
  return hasCompileHint(code) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * The chunk's source map moved one line down, for the line the hint adds: an empty first
 * line in `mappings` (";"), or each section of an index map one line further.
 */
export function shiftSourceMapOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson) as SourceMapJson;
  if (map.sections) {
    for (const section of map.sections) section.offset.line += 1;
  } else {
    map.mappings = `;${map.mappings ?? ''}`;
  }
  return JSON.stringify(map);
}

/**
 * Adds the hint to every browser chunk of a build (`<distDir>/static/chunks`, after `next
 * build`) and moves their source maps to match. A chunk keeps its name: the name stands for
 * Turbopack's output, which this step changes the same way every time. Run twice, it changes
 * nothing the second time. Returns how many chunks it changed.
 */
export function addCompileHints(distDir: string): number {
  let changed = 0;
  const shifted = new Set<string>();
  const chunks = path.join(distDir, 'static', 'chunks');
  for (const entry of fs.readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = fs.readFileSync(file, 'utf8');
    if (hasCompileHint(code)) continue;
    const mapName = sourceMapNameOf(code);
    const mapFile = mapName && !mapName.includes(':') ? path.join(entry.parentPath, mapName) : null;
    fs.writeFileSync(file, withCompileHint(code));
    if (mapFile && !shifted.has(mapFile) && fs.existsSync(mapFile)) {
      fs.writeFileSync(mapFile, shiftSourceMapOneLine(fs.readFileSync(mapFile, 'utf8')));
      shifted.add(mapFile);
    }
    changed += 1;
  }
  return changed;
}
