/**
 * Waiting in tests for something to happen (a webhook's delivery, a hold's lapse) by polling
 * for it rather than sleeping a guessed time (docs/architecture.md "Tests at any hour"): as
 * short as it can be on a quiet machine, as long as it must be on a busy one.
 */

/**
 * Resolves as soon as `check` answers true (asked every `everyMs`), and throws `what` once
 * `timeoutMs` have passed without it.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  { what = 'the condition', timeoutMs = 10_000, everyMs = 25 } = {},
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (performance.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
