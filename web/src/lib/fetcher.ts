/**
 * The one client for the site's own API. Answers are parsed JSON; a failed call throws an
 * ApiError carrying the server's catalogue id ({ "error": "<id>" }), so the error dialog
 * can show the message for that id (SPEC 8). GET-like requests are retried once on
 * transient statuses; requests that change data never are (SPEC 7).
 */

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface ApiFetchOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Pause before the one retry (ms). */
  retryDelayMs?: number;
}

const DEFAULT_RETRY_DELAY_MS = 300;

/** Ids the client itself reports when there is no catalogue id from the server. */
export const CLIENT_ERROR_IDS = {
  network: 'network-error',
  invalidResponse: 'invalid-response',
  http: 'http-error',
} as const;

export class ApiError extends Error {
  readonly id: string;
  readonly status: number;

  constructor(id: string, status: number) {
    super(id);
    this.name = 'ApiError';
    this.id = id;
    this.status = status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The catalogue id of a failed call: the API's, else `fallback` (a network failure by default). */
export function apiErrorId(error: unknown, fallback: string = CLIENT_ERROR_IDS.network): string {
  return isApiError(error) ? error.id : fallback;
}

export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const RETRY_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a failed attempt may be repeated: only idempotent reads, only on transient statuses. */
export function shouldRetry(method: HttpMethod, status: number): boolean {
  return RETRY_METHODS.has(method) && RETRY_STATUSES.has(status);
}

/** Path plus query string; arrays become repeated parameters, empty values are left out. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorIdOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const id = (body as { error: unknown }).error;
    if (typeof id === 'string' && id !== '') return id;
  }
  return null;
}

export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const hasBody = options.body !== undefined && method !== 'GET' && method !== 'HEAD';
  const init: RequestInit = {
    method,
    signal: options.signal,
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
  };

  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(CLIENT_ERROR_IDS.network, 0);
    }
    if (!response.ok && attempt === 1 && shouldRetry(method, response.status)) {
      await new Promise((resolve) =>
        setTimeout(resolve, options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS),
      );
      continue;
    }

    const body = method === 'HEAD' ? null : await readJson(response);
    if (!response.ok) throw new ApiError(errorIdOf(body) ?? CLIENT_ERROR_IDS.http, response.status);
    if (body === undefined) throw new ApiError(CLIENT_ERROR_IDS.invalidResponse, response.status);
    // A 200 that still names an error (SPEC 7: "may carry error") is an error too.
    const id = errorIdOf(body);
    if (id) throw new ApiError(id, response.status);
    return body as T;
  }
}

/**
 * SWR fetcher: `useApi(['/api/reservation/fetch-duration', { checkupSlug, services }], swrFetcher)`
 * or `useApi('/api/build-id', swrFetcher)` (./useApi.ts: this retry is the only one).
 */
export function swrFetcher<T = unknown>(
  key: string | readonly [string, Record<string, QueryValue>?],
): Promise<T> {
  if (typeof key === 'string') return apiFetch<T>(key);
  const [path, query] = key;
  return apiFetch<T>(path, { query });
}
