import { apiFetch } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import type { NextFreeResponse } from '@/contracts/timeslots-next-free';

type NextFreeAnswer = NextFreeResponse;

async function fetchNextFree([path, checkupSlug, services]: [string, string, string]) {
  return apiFetch<NextFreeAnswer>(path, {
    query: { checkupSlug, ...(services ? { services } : {}) },
  });
}

/**
 * The first free slot per location for the chosen check-up and add-ons (GET
 * /api/timeslots/next-free): location slug -> ISO start, or null when nothing is free. Empty
 * until the answer arrives; a failed call shows nothing (the cards work without it).
 */
export function useNextFree(
  checkupSlug: string | null,
  services: readonly string[],
): Map<string, string | null> {
  const key = checkupSlug
    ? (['/api/timeslots/next-free', checkupSlug, [...services].sort().join(',')] as [
        string,
        string,
        string,
      ])
    : null;
  const { data } = useApi(key, fetchNextFree, { revalidateOnFocus: false });
  return new Map(data?.locations.map((l) => [l.locationSlug, l.nextFree]) ?? []);
}
