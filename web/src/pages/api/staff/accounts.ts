/** /api/staff/accounts (admins): list, invite, change (contracts/staff-accounts.ts). */
import {
  changeRequestSchema,
  inviteRequestSchema,
  type AccountsResponse,
  type ChangeResponse,
  type InviteResponse,
} from '@/contracts/staff-accounts';
import { getDb } from '@/server/db/client';
import { ApiError, readJsonBody } from '@/server/http';
import {
  changeStaff,
  inviteStaff,
  listStaff,
  StaffAccountError,
} from '@/server/staff/auth/accounts';
import { resolveLocationIds, UnknownLocationError } from '@/server/staff/auth/locations';
import { staffRoute } from '@/server/staff/route';

async function locationIds(names: string[]): Promise<string[]> {
  try {
    return await resolveLocationIds(names);
  } catch (err) {
    if (err instanceof UnknownLocationError) throw new ApiError(400, 'staff-unknown-location');
    throw err;
  }
}

function accountError(err: unknown): never {
  if (err instanceof StaffAccountError)
    throw new ApiError(err.id === 'staff-not-found' ? 404 : 409, err.id);
  throw err;
}

export default staffRoute('accounts', {
  GET: {
    role: 'admin',
    handle: async (_req, res) => {
      const accounts = await listStaff(await getDb());
      res.status(200).json({ accounts } satisfies AccountsResponse);
    },
  },
  POST: {
    role: 'admin',
    handle: async (req, res, actor) => {
      const body = await readJsonBody(req, res, inviteRequestSchema);
      if (!body) return;
      const locations = await locationIds(body.locations);
      const { staffId } = await inviteStaff(await getDb(), { ...body, locations }, actor, {
        send: true,
      }).catch(accountError);
      res.status(201).json({ staffId } satisfies InviteResponse);
    },
  },
  PATCH: {
    role: 'admin',
    handle: async (req, res, actor) => {
      const body = await readJsonBody(req, res, changeRequestSchema);
      if (!body) return;
      const locations = body.locations ? await locationIds(body.locations) : undefined;
      const account = await changeStaff(
        await getDb(),
        { id: body.id, role: body.role, locations, disabled: body.disabled },
        actor,
      ).catch(accountError);
      res.status(200).json({ account } satisfies ChangeResponse);
    },
  },
});
