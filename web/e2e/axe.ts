/** axe-core in the e2e tests: the bar is no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe as the tests run it. Only the violations carry all their nodes (`resultTypes`): the
 * passes' nodes are never read. A page without frames is checked in axe's legacy mode, in the
 * page itself; the default checks each frame apart and joins the results in a new blank page,
 * which took about 1.7 times as long (docs/performance.md "axe in the e2e suite"). A page with
 * frames (a payment form's fields) keeps the default, which reaches cross-origin frames too.
 */
function axeFor(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length > 1 ? builder : builder.setLegacyMode(true);
}

/** The page's serious and critical violations as "rule: targets" lines (empty when clean). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeFor(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
