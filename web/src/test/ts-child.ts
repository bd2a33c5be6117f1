/**
 * V8 flags for the short-lived Node processes the tests start (Jest's children here, the e2e
 * specs' servers and staff CLI): PGlite's WebAssembly on V8's baseline compiler only, as in the
 * Jest run itself (scripts/jest/run-projects.mjs). With the optimising tier on, a spec server's
 * start spent about 3 s of CPU and 500 MB compiling PostgreSQL's hot functions, and a PGlite
 * holder's start 2.2-2.4 s of CPU against 1.6 s: a process of seconds or minutes never earns it
 * back (docs/performance.md "A bundled staff CLI and lighter spec servers", "Fewer race rounds,
 * lighter child processes").
 */
export const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only'];

/**
 * Node's arguments to run a TypeScript file of this repository in a test's child process: tsx as
 * a loader (no wrapper process, so the child's pid is the script's), with the flags above.
 */
export function tsChildArgs(script: string, ...args: string[]): string[] {
  return [...SHORT_LIVED_NODE_FLAGS, '--import', 'tsx', script, ...args];
}
