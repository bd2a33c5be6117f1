/**
 * The staff CLI (scripts/staff.ts) as the e2e suite runs it: bundled once a run by esbuild, the
 * transpiler tsx uses too, with its packages but the few below, then run by this Node. Through
 * `npm run staff` each of some thirty calls a run paid npm's start and tsx's transpiling again:
 * 6.1-6.9 s of CPU a call against 4.6-5.8 s bundled without the packages (docs/performance.md
 * "A bundled staff CLI and lighter spec servers"), and half that with them ("The staff CLI's
 * packages in its bundle"). The script run through tsx, as `npm run staff` runs it, is the
 * Jest suite's (src/server/staff/auth/cli.test.ts).
 */
import { execFileSync, type StdioOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { SHORT_LIVED_NODE_FLAGS } from '../src/test/ts-child';

const WEB_DIR = path.resolve(__dirname, '..');

/**
 * Packages the bundle leaves in node_modules: PGlite finds its WebAssembly and data files next
 * to its own modules, pg tries for its optional native binding, and pg-boss stays the one copy
 * the server runs too (next.config.ts `serverExternalPackages`). Every other package is
 * bundled: Node's loader would otherwise resolve each of their module files on every call, and
 * reads the package's `exports` again for each (drizzle-orm's are 130 kB, for about 100 files).
 */
const LEFT_OUT = ['@electric-sql/pglite', 'pg', 'pg-boss'];

/**
 * Bundles the TypeScript script `entry` (relative to web/) and returns the bundle's path. It
 * lies under web/node_modules, so that the packages it leaves out resolve as they do for the
 * source. The caller removes its folder.
 */
export function bundleScript(entry: string): string {
  const cache = path.join(WEB_DIR, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const name = path.basename(entry, '.ts');
  const outfile = path.join(mkdtempSync(path.join(cache, `e2e-${name}-`)), `${name}.mjs`);
  buildSync({
    entryPoints: [path.join(WEB_DIR, entry)],
    absWorkingDir: WEB_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: LEFT_OUT.flatMap((pkg) => [pkg, `${pkg}/*`]),
    outfile,
    logLevel: 'warning',
    // CommonJS packages inside the bundle call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}

/** The staff CLI's bundle (playwright.config.ts makes it once a run). */
export const bundleStaffCli = () => bundleScript('scripts/staff.ts');

type RunOptions = { env: NodeJS.ProcessEnv; stdio?: StdioOptions };

/** Runs the bundle at `bundle` with `args` in web/ with `env`; returns its stdout. */
export function runBundle(bundle: string, args: string[], { env, stdio }: RunOptions): string {
  return execFileSync(process.execPath, [...SHORT_LIVED_NODE_FLAGS, bundle, ...args], {
    cwd: WEB_DIR,
    env,
    encoding: 'utf8',
    stdio,
  });
}

/**
 * Bundles the e2e script `entry` (relative to web/), runs it once and removes the bundle: a
 * seed of a spec's own database, at a fraction of `npx tsx`'s CPU (the lines above).
 */
export function runScriptOnce(entry: string, options: RunOptions): string {
  const bundle = bundleScript(entry);
  try {
    return runBundle(bundle, [], options);
  } finally {
    rmSync(path.dirname(bundle), { recursive: true, force: true });
  }
}

/** Runs `staff <args>` in web/ with `env`; returns its stdout (the result; logs go to stderr). */
export function runStaffCli(args: string[], options: RunOptions): string {
  // playwright.config.ts bundles once and the workers inherit the path.
  const bundle = process.env.E2E_STAFF_CLI;
  if (!bundle) throw new Error('E2E_STAFF_CLI is not set: playwright.config.ts bundles the CLI');
  return runBundle(bundle, args, options);
}
