/**
 * The build folder: `.next`, or NEXT_DIST_DIR (the budgets benchmark builds into another one
 * so that a running `next start` keeps its build). next.config.ts builds into it; the server
 * and the build scripts read the build from it. Server and scripts only (file paths).
 */
import path from 'node:path';

type Env = Record<string, string | undefined>;

/** As next.config.ts `distDir` takes it: relative to the project folder. */
export function distDirName(env: Env = process.env): string {
  return env.NEXT_DIST_DIR || '.next';
}

/**
 * The build folder of the project in the working directory (where `next start` runs).
 * turbopackIgnore: a run-time path; followed, `next build` would trace the whole project.
 */
export function servedDistDir(env: Env = process.env): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), distDirName(env));
}
