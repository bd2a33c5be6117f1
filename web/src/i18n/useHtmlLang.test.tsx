/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import { useHtmlLang } from './useHtmlLang';

describe('useHtmlLang', () => {
  it('turns the raw locale Next writes into a BCP 47 tag whenever it is written', async () => {
    document.documentElement.lang = 'de-ch';
    const { unmount } = renderHook(() => useHtmlLang());
    expect(document.documentElement.lang).toBe('de-CH');
    document.documentElement.lang = 'en-de'; // what Next's router writes on navigation
    await waitFor(() => expect(document.documentElement.lang).toBe('en-DE'));
    unmount();
    // A probe observer made after the hook's: mutation observers are told in the order they
    // were made, so once the probe has heard of the change, a still connected hook would have
    // fixed it already.
    const heard = new Promise<void>((resolve) => {
      const probe = new MutationObserver(() => {
        probe.disconnect();
        resolve();
      });
      probe.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    });
    document.documentElement.lang = 'de-de';
    await heard;
    expect(document.documentElement.lang).toBe('de-de');
  });
});
