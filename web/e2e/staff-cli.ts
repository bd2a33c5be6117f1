/**
 * The staff CLI (scripts/staff.ts) as the e2e suite runs it: bundled once a run by esbuild, the
 * transpiler tsx uses too, with the packages left in node_modules, then run by this Node. Through
 * `npm run staff` each of some thirty calls a run paid npm's start and tsx's transpiling again:
 * 6.1-6.9 s of CPU a call against 4.6-5.8 s bundled (docs/performance.md "A bundled staff CLI
 * and lighter spec servers"). The script run through tsx, as `npm run staff` runs it, is the
 * Jest suite's (src/server/staff/auth/cli.test.ts).
 */
import { execFileSync, type StdioOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { SHORT_LIVED_NODE_FLAGS } from './constants';

const WEB_DIR = path.resolve(__dirname, '..');

/**
 * Writes the bundle and returns its path. It lies under web/node_modules, so that the packages
 * it leaves out resolve as they do for the source; the workspace `schemas` (TypeScript) is
 * bundled.
 */
export function bundleStaffCli(): string {
  const pkg = JSON.parse(readFileSync(path.join(WEB_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((name) => name !== 'schemas')
    .flatMap((name) => [name, `${name}/*`]);
  const cache = path.join(WEB_DIR, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outfile = path.join(mkdtempSync(path.join(cache, 'e2e-staff-cli-')), 'staff.mjs');
  buildSync({
    entryPoints: [path.join(WEB_DIR, 'scripts', 'staff.ts')],
    absWorkingDir: WEB_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    outfile,
    logLevel: 'warning',
    // CommonJS packages inside the bundle call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}

/** Runs `staff <args>` in web/ with `env`; returns its stdout (the result; logs go to stderr). */
export function runStaffCli(
  args: string[],
  { env, stdio }: { env: NodeJS.ProcessEnv; stdio?: StdioOptions },
): string {
  // playwright.config.ts bundles once and the workers inherit the path.
  const bundle = process.env.E2E_STAFF_CLI;
  if (!bundle) throw new Error('E2E_STAFF_CLI is not set: playwright.config.ts bundles the CLI');
  return execFileSync(process.execPath, [...SHORT_LIVED_NODE_FLAGS, bundle, ...args], {
    cwd: WEB_DIR,
    env,
    encoding: 'utf8',
    stdio,
  });
}
