import { expect, test } from './fixtures';

// Redirect documents from content (seed: /de-ch/angebot temporary, /en-ch/offer permanent)
// apply on the server before the page is rendered (the booking steps and the manage page skip
// the proxy: a rule from one of them applies through the client route guard, SPEC 2).
test('a temporary content redirect answers 307 and keeps the query', async ({ request }) => {
  const response = await request.get('/de-ch/angebot?utm_source=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(
    new URL(response.headers()['location'], 'http://x').pathname +
      new URL(response.headers()['location'], 'http://x').search,
  ).toBe('/de-ch/check-up?utm_source=mail');
});

test('a permanent content redirect answers 308 and the browser lands on the target', async ({
  page,
  request,
}) => {
  const response = await request.get('/en-ch/offer', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  await page.goto('/en-ch/offer');
  await expect(page).toHaveURL(/\/en-ch\/check-up$/);
});

test('paths without a rule are not redirected by it', async ({ request }) => {
  const response = await request.get('/de-ch/check-up', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});
