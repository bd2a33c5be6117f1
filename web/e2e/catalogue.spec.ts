/**
 * docs/identity-and-snapshot.md in the browser: the Plus check-up includes the bone scan, which only Zurich
 * performs. The check-up step says where it is offered; the location step explains why Bern
 * and Basel cannot take it and offers no choice there.
 */
import { expect, test } from '@playwright/test';

test('the location step explains why a location cannot offer the chosen check-up', async ({
  page,
}) => {
  await page.goto('/en-ch/check-up');
  const plus = page.locator('article[data-checkup="whole_body_scan"]');
  await expect(plus.getByTestId('offer-locations')).toHaveText('Offered at: Zurich Bellevue');

  await page.goto('/en-ch/location?checkup=whole_body_scan');
  const bern = page.locator('article[data-location="bern"]');
  await expect(bern.getByTestId('location-checkup-unavailable')).toContainText(
    'Bern cannot offer this check-up',
  );
  await expect(bern.getByRole('button', { name: /Choose this location/ })).toHaveCount(0);
  const zurich = page.locator('article[data-location="zurich_bellevue"]');
  await expect(zurich.getByTestId('location-checkup-unavailable')).toHaveCount(0);
  await zurich.getByRole('button', { name: /Choose this location/ }).click();
  await expect(page.getByTestId('location-continue')).toHaveAttribute('href', /\/timeslot\?/);
});
