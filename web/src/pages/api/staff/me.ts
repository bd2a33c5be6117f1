/** GET|PATCH /api/staff/me: the signed-in staff member, and their desk language (contracts/staff-me.ts). */
import { eq } from 'drizzle-orm';
import { meUpdateSchema, type MeResponse } from '@/contracts/staff-me';
import { getDb } from '@/server/db/client';
import { readJsonBody } from '@/server/http';
import type { StaffActor } from '@/server/staff/actor';
import { staffUser } from '@/server/db/staff-auth-schema';
import { staffRoute } from '@/server/staff/route';

const publicFields = (actor: StaffActor): MeResponse => {
  const { staffId, email, name, role, locations, language } = actor;
  return { staffId, email, name, role, locations, language };
};

export default staffRoute('me', {
  GET: {
    role: 'viewer',
    handle: (_req, res, actor) => {
      res.status(200).json(publicFields(actor));
    },
  },
  PATCH: {
    role: 'viewer',
    handle: async (req, res, actor) => {
      const body = await readJsonBody(req, res, meUpdateSchema);
      if (!body) return;
      const db = await getDb();
      await db
        .update(staffUser)
        .set({ language: body.language })
        .where(eq(staffUser.id, actor.staffId));
      res.status(200).json(publicFields({ ...actor, language: body.language }));
    },
  },
});
