/**
 * Around each member of a test group (scripts/jest/groups.mjs, docs/performance.md "Test suite
 * time"): what a test file may change for its own tests and not put back (the environment, the
 * global `fetch`) is put back after it, as a file of its own would have left it behind. A
 * member that changes them at its top level runs alone instead (groups.mjs).
 */
export function restoreAfterMember(): void {
  let env: Record<string, string | undefined> = {};
  let fetch: typeof globalThis.fetch | undefined;
  beforeAll(() => {
    env = { ...process.env };
    fetch = globalThis.fetch;
  });
  afterAll(() => {
    for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
    Object.assign(process.env, env);
    globalThis.fetch = fetch as typeof globalThis.fetch;
  });
}
