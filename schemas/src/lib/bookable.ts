/**
 * Studio's warning when a check-up or add-on can be booked nowhere: the site's catalogue rule
 * (web/src/server/content/offering.ts) says a location supports a check-up only if it offers
 * every service the check-up includes, and an add-on only if it offers that service too.
 * Here the same rule runs on references against the dataset, so staff see it before publishing.
 */
import type { ValidationContext } from 'sanity';
import { MESSAGES, type StudioMessage } from '../i18n/messages';
import { publishedId, VALIDATION_API_VERSION } from './unique';

interface Fetcher {
  fetch<T = unknown>(query: string, params?: Record<string, unknown>): Promise<T>;
}

interface OpenLocation {
  title: string | null;
  unsupported: string[] | null;
}

const OPEN_LOCATIONS = `*[_type == "location" && !(_id in path("drafts.**")) && isComingSoon != true]{
  "title": title_en, "unsupported": unsupportedServices[]._ref
}`;

const supports = (location: OpenLocation, serviceIds: readonly string[]) =>
  serviceIds.every((id) => !(location.unsupported ?? []).includes(id));

/** A warning text when no open location offers every included service, else true. */
export async function checkupBookableNowhere(
  doc: { includedServices?: { _ref?: string }[] } | undefined,
  client: Fetcher,
): Promise<true | StudioMessage> {
  const included = (doc?.includedServices ?? []).flatMap((r) => (r._ref ? [r._ref] : []));
  const locations = await client.fetch<OpenLocation[]>(OPEN_LOCATIONS);
  if (locations.some((l) => supports(l, included))) return true;
  return MESSAGES.checkupBookableNowhere;
}

/** A warning text when the service is an add-on that no open location offers with its check-up. */
export async function addonBookableNowhere(
  doc: { _id?: string } | undefined,
  client: Fetcher,
): Promise<true | StudioMessage> {
  if (!doc?._id) return true;
  const id = publishedId(doc._id);
  const packages = await client.fetch<{ title: string | null; included: string[] | null }[]>(
    `*[_type == "checkupPackage" && !(_id in path("drafts.**")) && $id in availableAdditionalServices[]._ref]{
      "title": title_en, "included": includedServices[]._ref
    }`,
    { id },
  );
  if (packages.length === 0) return true; // not an add-on anywhere: nothing to warn about
  const locations = await client.fetch<OpenLocation[]>(OPEN_LOCATIONS);
  const somewhere = packages.some((p) =>
    locations.some((l) => supports(l, [...(p.included ?? []), id])),
  );
  if (somewhere) return true;
  return MESSAGES.addonBookableNowhere;
}

/** Document-level warning rule for Studio (never blocks publishing). */
export const bookableNowhereRule =
  (check: (doc: never, client: Fetcher) => Promise<true | StudioMessage>) =>
  (doc: unknown, context: ValidationContext) =>
    check(doc as never, context.getClient({ apiVersion: VALIDATION_API_VERSION }));
