/**
 * Node's arguments to run a TypeScript file of this repository in a test's child process: tsx as
 * a loader (no wrapper process, so the child's pid is the script's), and PGlite's WebAssembly on
 * V8's baseline compiler only, as in the Jest run itself (scripts/jest/run-projects.mjs). A child
 * lives a few seconds and never earns back the optimising tier's compiling: a PGlite holder's
 * start took 1.6 s of CPU with it, 2.2-2.4 s without (docs/performance.md "Test suite time").
 */
export function tsChildArgs(script: string, ...args: string[]): string[] {
  return ['--liftoff-only', '--import', 'tsx', script, ...args];
}
