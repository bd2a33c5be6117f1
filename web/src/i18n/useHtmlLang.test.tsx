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
    document.documentElement.lang = 'de-de';
    await new Promise((r) => setTimeout(r, 20));
    expect(document.documentElement.lang).toBe('de-de');
  });
});
