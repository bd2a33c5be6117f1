import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook';
import { expect, test } from './fixtures';
import { E2E_REVALIDATE_SECRET } from './constants';

const body = JSON.stringify({ _type: 'checkupPackage', _id: 'checkupPackage.whole_body_scan' });

test('a signed Sanity webhook revalidates the content pages in all locales', async ({
  request,
}) => {
  const signature = await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET);
  const response = await request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
  expect(response.status()).toBe(200);
  const { revalidated } = (await response.json()) as { revalidated: string[] };
  expect(revalidated).toEqual(
    expect.arrayContaining([
      '/de-ch/check-up',
      '/en-ch/check-up',
      '/de-de/check-up',
      '/en-de/check-up',
    ]),
  );
});

test('a webhook with a wrong signature revalidates nothing', async ({ request }) => {
  const signature = await encodeSignatureHeader(body, Date.now(), 'not-the-secret');
  const response = await request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: 'invalid-signature' });
});
