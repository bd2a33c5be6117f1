/** axe-core in the e2e tests: the bar is no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core's minified build, from the copy @axe-core/playwright depends on. The builder's own
 * default is the unminified axe.js (1.5 MB), which it sends into the page twice a check: about
 * 0.25 s of Chromium's CPU each time (docs/performance.md "axe in the e2e suite").
 */
const axeSource = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

// axe-core's types as the builder takes and gives them (axe-core is its dependency, not ours).
type RunOptions = Parameters<AxeBuilder['options']>[0];
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Only the violations carry all their nodes: the passes' nodes are never read. */
const OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * A page without frames is checked in the page itself, axe injected once a document (a booking
 * step after a client-side navigation keeps the axe of its first check). The builder's default
 * checks each frame apart and joins the results in a new blank page, which took about 1.7 times
 * as long; a page with frames (a payment form's fields) keeps it, since it reaches
 * cross-origin frames too (docs/performance.md "axe in the e2e suite").
 */
async function violations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1)
    return (await new AxeBuilder({ page, axeSource }).options(OPTIONS).analyze()).violations;
  type WithAxe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe))))
    await page.evaluate(axeSource);
  return page.evaluate(
    async (options) => (await (window as WithAxe).axe!.run(document, options)).violations,
    OPTIONS,
  );
}

/** The page's serious and critical violations as "rule: targets" lines (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await violations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
