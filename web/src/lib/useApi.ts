/**
 * The one way the site and the staff desk read the API with SWR. `apiFetch` (./fetcher.ts)
 * already repeats a read once on a transient status (RETRY_STATUSES, SPEC 7); SWR's own
 * retries (up to 5 more, with back-off) would stack on top of it, so they are off here and
 * cannot be switched back on by a caller.
 */
import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';

/** SWR's options without its retry settings: retrying is the fetcher's alone. */
export type ApiReadOptions<T> = Omit<
  SWRConfiguration<T, Error>,
  'shouldRetryOnError' | 'onErrorRetry' | 'errorRetryCount' | 'errorRetryInterval'
>;

/** What `swr/immutable` sets: read once per key, never again on focus, reconnect or mount. */
export const READ_ONCE = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies ApiReadOptions<unknown>;

/** `useSWR(key, fetcher, options)` with the fetcher's single retry as the only one. */
export function useApi<T, K extends Key>(
  key: K,
  fetcher: ((key: NonNullable<K>) => Promise<T>) | null,
  options: ApiReadOptions<T> = {},
): SWRResponse<T, Error> {
  return useSWR<T, Error>(key, fetcher as ((key: K) => Promise<T>) | null, {
    ...options,
    shouldRetryOnError: false,
  });
}
