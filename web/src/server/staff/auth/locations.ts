/**
 * Location names staff type (CLI `--locations zurich_bellevue,bern`, the team page) as the
 * location document _ids stored on the account (`location.zurich_bellevue`): a slug or an _id.
 */
import { getLocations } from '@/server/content';

export class UnknownLocationError extends Error {
  constructor(readonly names: string[]) {
    super(`unknown location: ${names.join(', ')}`);
  }
}

export async function resolveLocationIds(names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const locations = await getLocations();
  const ids = names.map(
    (name) => locations.find((l) => l.id === name.trim() || l.slug === name.trim())?.id,
  );
  const unknown = names.filter((_, i) => !ids[i]);
  if (unknown.length) throw new UnknownLocationError(unknown);
  return [...new Set(ids as string[])];
}
