/**
 * The redirect documents for the proxy, cached for a short while: the proxy runs before every
 * page request, and a Studio edit may take up to a minute to apply. A content failure never
 * blocks a page: it is logged and no rule applies.
 */
import { isAbsoluteUrl } from '@/shared/route-rules';
import { getRedirects, type Redirect } from '@/server/content';
import { errorMessage, log } from '@/server/log';

const TTL_MS = 60_000;
let cached: { at: number; rules: Redirect[] } | null = null;

export async function redirectRules(now: number = Date.now()): Promise<Redirect[]> {
  if (cached && now - cached.at < TTL_MS) return cached.rules;
  try {
    cached = { at: now, rules: await getRedirects() };
  } catch (err) {
    log.error('redirect-rules-unavailable', { message: errorMessage(err) });
    cached = { at: now, rules: cached?.rules ?? [] };
  }
  return cached.rules;
}

/** For tests. */
export function clearRedirectRules(): void {
  cached = null;
}

/**
 * Where a redirect rule sends a request: an absolute target as written (it leaves the site);
 * a path on this site keeps the request's query, without overriding the target's own.
 */
export function redirectUrl(to: string, requestUrl: string): URL {
  if (isAbsoluteUrl(to)) return new URL(to);
  const target = new URL(to, requestUrl);
  for (const [key, value] of new URL(requestUrl).searchParams) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return target;
}
