/** @jest-environment jsdom */
// zodJitless sets zod's global config without importing zod (docs/performance.md): zod, loaded
// after it as on a page, must read jitless from there, so that no schema probes for eval.
test('zod loaded after zodJitless runs jitless in the browser', async () => {
  await import('./zodJitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const { z } = await import('zod');
  const evalProbe = jest.spyOn(globalThis, 'Function');
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  expect(evalProbe).not.toHaveBeenCalled();
});
