/**
 * Around each member of a test group (scripts/jest/groups.mjs, docs/performance.md "Test suite
 * time"): what a member may change in its hooks and tests without putting it back (the
 * environment, the global `fetch`) is put back after it, so the next member finds them as a
 * file of its own would. A member that changes them at its top level runs alone (groups.mjs).
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
