/**
 * For _app: the global route-rules guard (SPEC 2). Before a client navigation (and for the
 * page first loaded) it asks GET /api/route-rules for the path; a redirect to an absolute
 * URL is a full page load (window.location.assign), a site path a router.replace.
 */
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import type { RouteRulesQuery, RouteRulesResponse } from '@/contracts/route-rules';
import { apiFetch } from '../fetcher';
import { isAbsoluteUrl, normalizePath, type RouteRules } from '@/shared/route-rules';

export const ROUTE_RULES_PATH = '/api/route-rules';
const CACHE_MS = 60_000;
/** Content could chain redirects into a circle; stop following after this many in a row. */
const MAX_CHAINED_REDIRECTS = 5;

export type RouteRulesFetcher = (path: string) => Promise<RouteRules>;

/** A fetcher with a per-path memory of one minute; a failed call means "no rule". */
export function createRouteRulesFetcher(now: () => number = Date.now): RouteRulesFetcher {
  const cache = new Map<string, { at: number; rules: RouteRules }>();
  return async (path) => {
    const key = normalizePath(path);
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_MS) return hit.rules;
    try {
      const rules = await apiFetch<RouteRulesResponse>(ROUTE_RULES_PATH, {
        query: { path: key } satisfies RouteRulesQuery,
      });
      cache.set(key, { at: now(), rules });
      return rules;
    } catch {
      return { redirect: null };
    }
  };
}

/** Where to go for a redirect: absolute targets as they are; a site path keeps the query of the original URL unless it has its own. */
export function redirectTarget(
  originalUrl: string,
  to: string,
): { kind: 'hard' | 'client'; url: string } {
  if (isAbsoluteUrl(to)) return { kind: 'hard', url: to };
  const search = originalUrl.includes('?')
    ? originalUrl.slice(originalUrl.indexOf('?')).split('#')[0]
    : '';
  return { kind: 'client', url: to.includes('?') ? to : `${to}${search}` };
}

export interface RouteRulesOptions {
  fetchRules?: RouteRulesFetcher;
  hardNavigate?: (url: string) => void;
  /** The URL the page was loaded with; defaults to window.location. */
  initialUrl?: () => string;
}

const defaultFetcher = createRouteRulesFetcher();

export function useRouteRules(options: RouteRulesOptions = {}): void {
  const router = useRouter();
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });

  useEffect(() => {
    let latest = 0;
    let chained = 0;
    let disposed = false;
    const check = async (url: string) => {
      const ticket = ++latest;
      const rules = await (opts.current.fetchRules ?? defaultFetcher)(
        url.replace(/^https?:\/\/[^/]+/i, ''),
      );
      if (disposed || ticket !== latest) return; // unmounted, or a newer navigation took over
      if (!rules.redirect) {
        chained = 0;
        return;
      }
      if (++chained > MAX_CHAINED_REDIRECTS) return;
      const target = redirectTarget(url, rules.redirect.to);
      if (target.kind === 'hard') {
        (opts.current.hardNavigate ?? ((u: string) => window.location.assign(u)))(target.url);
      } else {
        // Paths in rules carry their locale; Next reads it from the path.
        void router.replace(target.url);
      }
    };
    const onStart = (url: string, props?: { shallow?: boolean }) => {
      if (!props?.shallow) void check(url);
    };
    router.events.on('routeChangeStart', onStart);
    const initial =
      opts.current.initialUrl?.() ?? `${window.location.pathname}${window.location.search}`;
    void check(initial);
    return () => {
      disposed = true;
      router.events.off('routeChangeStart', onStart);
    };
    // The router object changes on every navigation; its events emitter does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.events]);
}
