/**
 * /api/staff/accounts (admins): list, invite, change, and the recovery actions: reset a lost
 * second factor, enable again (contracts/staff-accounts.ts; docs/staff-desk.md "Recovery").
 */
import type { PageConfig } from 'next';
import {
  changeRequestSchema,
  inviteRequestSchema,
  type AccountsResponse,
  type ChangeResponse,
  type InviteResponse,
} from '@/contracts/staff-accounts';
import { getCatalog } from '@/server/content';
import { getDb } from '@/server/db/client';
import { ApiError, apiHandler, noInput } from '@/server/http';
import {
  changeStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  resetSecondFactor,
  StaffAccountError,
} from '@/server/staff/auth/accounts';
import { resolveLocationIds, UnknownLocationError } from '@/server/staff/auth/locations';
import { staffMethod, type StaffRouteOptions } from '@/server/staff/route';
import { STAFF_NOT_FOUND, STAFF_UNKNOWN_LOCATION } from '@/contracts/error-ids';

export const config: PageConfig = { api: { bodyParser: false } };

const ADMIN: StaffRouteOptions = { role: 'admin' };

async function locationIds(names: string[]): Promise<string[]> {
  try {
    return await resolveLocationIds(names);
  } catch (err) {
    if (err instanceof UnknownLocationError) throw new ApiError(400, STAFF_UNKNOWN_LOCATION);
    throw err;
  }
}

function accountError(err: unknown): never {
  if (err instanceof StaffAccountError)
    throw new ApiError(err.id === STAFF_NOT_FOUND ? 404 : 409, err.id);
  throw err;
}

export default apiHandler('staff/accounts', {
  GET: staffMethod(
    { request: noInput },
    ADMIN,
    async (_input, actor): Promise<{ body: AccountsResponse }> => {
      // Names, not ids or slugs: the team page offers them to choose from (docs/staff-desk.md "Team").
      const catalog = await getCatalog();
      return {
        body: {
          accounts: await listStaff(await getDb()),
          locations: catalog.locations.map((l) => ({
            id: l.id,
            name: actor.language === 'de' ? l.title_de : l.title_en,
          })),
        },
      };
    },
  ),
  POST: staffMethod(
    { request: inviteRequestSchema },
    ADMIN,
    async (body, actor): Promise<{ status: number; body: InviteResponse }> => {
      const locations = await locationIds(body.locations);
      const { staffId } = await inviteStaff(await getDb(), { ...body, locations }, actor, {
        send: true,
      }).catch(accountError);
      return { status: 201, body: { staffId } };
    },
  ),
  PATCH: staffMethod(
    { request: changeRequestSchema },
    ADMIN,
    async (body, actor): Promise<{ body: ChangeResponse }> => {
      const db = await getDb();
      if ('action' in body) {
        const account =
          body.action === 'enable'
            ? await enableStaff(db, actor, { id: body.id }, body.reason).catch(accountError)
            : (
                await resetSecondFactor(db, actor, { id: body.id }, body.reason, {
                  send: true,
                }).catch(accountError)
              ).account;
        return { body: { account } };
      }
      const locations = body.locations ? await locationIds(body.locations) : undefined;
      const account = await changeStaff(
        db,
        {
          id: body.id,
          role: body.role,
          locations,
          disabled: body.disabled,
          reason: body.reason,
          confirmSelf: body.confirmSelf,
        },
        actor,
      ).catch(accountError);
      return { body: { account } };
    },
  ),
});
