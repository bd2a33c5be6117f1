/** What the /api/staff/webhooks routes share: admins only, refusals as their status and id. */
import { ApiError } from '@/server/http';
import type { StaffRouteOptions } from '@/server/staff/route';
import { WebhookRefusal } from './subscriptions';

export const ADMIN: StaffRouteOptions = { role: 'admin' };

export function refusalAsApiError(err: unknown): never {
  if (err instanceof WebhookRefusal) throw new ApiError(err.status, err.id);
  throw err;
}
