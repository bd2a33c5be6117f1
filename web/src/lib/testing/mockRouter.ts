/**
 * A stand-in for next/router in hook tests (jsdom): a router whose push/replace change
 * pathname and query asynchronously, like the real one, and re-render the hooks that use it.
 * Use: jest.mock('next/router', () => require('@/lib/testing/mockRouter').nextRouterMock);
 */
import { useSyncExternalStore } from 'react';

type Query = Record<string, string | string[]>;
type Handler = (...args: unknown[]) => void;
type UrlLike = string | { pathname?: string; query?: Query };
type NavOptions = { shallow?: boolean; scroll?: boolean; locale?: string | false };

export interface RouterCall {
  method: 'push' | 'replace';
  pathname: string;
  query: Query;
  options: NavOptions | undefined;
}

function parse(url: UrlLike, current: { pathname: string }): { pathname: string; query: Query } {
  if (typeof url !== 'string')
    return { pathname: url.pathname ?? current.pathname, query: url.query ?? {} };
  const parsed = new URL(url, 'http://localhost');
  const query: Query = {};
  parsed.searchParams.forEach((value, key) => {
    const prev = query[key];
    query[key] =
      prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  });
  return { pathname: parsed.pathname, query };
}

function asPathOf(pathname: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function createController() {
  const listeners = new Set<() => void>();
  const handlers = new Map<string, Set<Handler>>();
  const calls: RouterCall[] = [];
  // Assigned below, once `events` exists.
  let snapshot: ReturnType<typeof makeRouter>;

  function emit(event: string, ...args: unknown[]) {
    handlers.get(event)?.forEach((h) => h(...args));
  }

  const events = {
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
    },
    emit,
  };

  async function navigate(
    method: 'push' | 'replace',
    url: UrlLike,
    _as?: unknown,
    options?: NavOptions,
  ) {
    const target = parse(url, snapshot);
    calls.push({ method, ...target, options });
    // Like Next: a path that already names a locale is not prefixed again.
    const path = asPathOf(target.pathname, target.query);
    const as = /^\/[a-z]{2}-[a-z]{2}(\/|$|\?)/.test(path) ? path : `/${snapshot.locale}${path}`;
    emit('routeChangeStart', as, { shallow: options?.shallow ?? false });
    await Promise.resolve();
    set(target.pathname, target.query);
    emit('routeChangeComplete', as, { shallow: options?.shallow ?? false });
    return true;
  }

  function makeRouter(pathname: string, query: Query, isReady: boolean, locale: string) {
    return {
      pathname,
      route: pathname,
      query,
      asPath: asPathOf(pathname, query),
      isReady,
      locale,
      locales: ['de-ch', 'en-ch', 'de-de', 'en-de'],
      events,
      push: (url: UrlLike, as?: unknown, options?: NavOptions) =>
        navigate('push', url, as, options),
      replace: (url: UrlLike, as?: unknown, options?: NavOptions) =>
        navigate('replace', url, as, options),
      prefetch: async () => undefined,
      back: () => undefined,
      reload: () => undefined,
    };
  }

  snapshot = makeRouter('/', {}, true, 'de-ch');

  function set(pathname: string, query: Query, isReady = true) {
    snapshot = makeRouter(pathname, query, isReady, snapshot.locale);
    listeners.forEach((l) => l());
  }

  return {
    calls,
    events,
    get current() {
      return snapshot;
    },
    /** Starts a test at `url` (e.g. '/timeslot?checkup=x'); isReady false mimics the first static render. */
    reset(
      url: string,
      { isReady = true, locale = 'de-ch' }: { isReady?: boolean; locale?: string } = {},
    ) {
      calls.length = 0;
      handlers.clear();
      const target = parse(url, { pathname: '/' });
      snapshot = makeRouter(target.pathname, target.query, isReady, locale);
      listeners.forEach((l) => l());
    },
    /** A navigation not made by the code under test (a link, back/forward). */
    visit(url: string) {
      const target = parse(url, snapshot);
      set(target.pathname, target.query);
    },
    setReady() {
      set(snapshot.pathname, snapshot.query, true);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const mockRouter = createController();

function useRouter() {
  return useSyncExternalStore(
    mockRouter.subscribe,
    () => mockRouter.current,
    () => mockRouter.current,
  );
}

export const nextRouterMock = {
  __esModule: true,
  useRouter,
  default: { events: mockRouter.events },
};
