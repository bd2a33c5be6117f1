/**
 * GET /api/studio/dependents?type=&id=&ts=&sig= -> { type, id, upcoming }: how many upcoming
 * reservations (confirmed, or held) depend on a location, check-up, service or room
 * ("<location _id>:<room key>"). Signed by Studio with STUDIO_SHARED_SECRET (server/studio).
 */
import type { PageConfig } from 'next';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http';
import {
  countUpcomingDependents,
  DEPENDENT_TYPES,
  type DependentType,
} from '@/server/studio/dependents';
import { studioRoute } from '@/server/studio/signed-route';
import { dependentsQuerySchema, type DependentsResponse } from '@/contracts/studio-dependents';
import { INVALID_REQUEST } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

export default studioRoute(
  'dependents',
  dependentsQuerySchema,
  async ({ type, id }): Promise<{ body: DependentsResponse }> => {
    if (!DEPENDENT_TYPES.includes(type as DependentType) || !id)
      throw new ApiError(400, INVALID_REQUEST);
    let checkupsIncluding: string[] = [];
    if (type === 'service') {
      const catalog = await getCatalog({ fresh: true });
      const slug = catalog.services.find((s) => s.id === id)?.slug;
      checkupsIncluding = catalog.packages
        .filter((p) => slug !== undefined && p.includedServices.includes(slug))
        .map((p) => p.id);
    }
    const upcoming = await countUpcomingDependents(
      await getDb(),
      { type: type as DependentType, id },
      new Date(),
      { checkupsIncluding },
    );
    return { body: { type, id, upcoming } };
  },
);
