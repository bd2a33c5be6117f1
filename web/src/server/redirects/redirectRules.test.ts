import { localSource, setContentSource, type ContentSource } from '@/server/content/source';
import { clearRedirectRules, redirectRules, redirectUrl } from './redirectRules';

afterEach(() => {
  setContentSource(null);
  clearRedirectRules();
});

it('reads the redirect documents once per minute', async () => {
  const seed = localSource();
  const fetch = jest.fn(seed.fetch);
  setContentSource({ kind: 'local', fetch } as ContentSource);
  const first = await redirectRules(0);
  expect(first).toContainEqual({ from: '/de-ch/angebot', to: '/de-ch/check-up', permanent: false });
  await redirectRules(59_000);
  expect(fetch).toHaveBeenCalledTimes(1);
  await redirectRules(61_000);
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('keeps the last known rules when content fails', async () => {
  setContentSource(localSource());
  const known = await redirectRules(0);
  setContentSource({
    kind: 'local',
    fetch: () => Promise.reject(new Error('content down')),
  } as ContentSource);
  expect(await redirectRules(120_000)).toEqual(known);
});

describe('redirectUrl', () => {
  const request = 'https://example.ch/de-ch/angebot?utm_source=mail&lang=x';
  it('keeps the query on a path target, without overriding the target’s own', () => {
    expect(redirectUrl('/de-ch/check-up', request).href).toBe(
      'https://example.ch/de-ch/check-up?utm_source=mail&lang=x',
    );
    expect(redirectUrl('/de-ch/check-up?lang=de', request).href).toBe(
      'https://example.ch/de-ch/check-up?lang=de&utm_source=mail',
    );
  });
  it('sends an absolute target as written', () => {
    expect(redirectUrl('https://clinic.example/aktion', request).href).toBe(
      'https://clinic.example/aktion',
    );
  });
});
