/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { useHtmlLang } from './useHtmlLang';

type Handler = () => void;
const handlers: Handler[] = [];
jest.mock('next/router', () => ({
  useRouter: () => ({
    events: {
      on: (_: string, h: Handler) => handlers.push(h),
      off: (_: string, h: Handler) => handlers.splice(handlers.indexOf(h), 1),
    },
  }),
}));

describe('useHtmlLang', () => {
  it('turns the raw locale Next writes into a BCP 47 tag after each route change', () => {
    document.documentElement.lang = 'de-CH';
    const { unmount } = renderHook(() => useHtmlLang());
    document.documentElement.lang = 'en-de'; // what Next's router writes on a locale switch
    handlers.forEach((h) => h());
    expect(document.documentElement.lang).toBe('en-DE');
    unmount();
    expect(handlers).toHaveLength(0);
  });
});
