/** GET|PATCH /api/staff/me: the signed-in staff member, and their desk language (contracts/staff-me.ts). */
import type { PageConfig } from 'next';
import { eq } from 'drizzle-orm';
import { meUpdateSchema, type MeResponse } from '@/contracts/staff-me';
import { getDb } from '@/server/db/client';
import { apiHandler, noInput } from '@/server/http';
import type { StaffActor } from '@/server/staff/actor';
import { staffUser } from '@/server/db/staff-auth-schema';
import { staffMethod } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

const publicFields = (actor: StaffActor): { body: MeResponse } => {
  const { staffId, email, name, role, locations, language } = actor;
  return { body: { staffId, email, name, role, locations, language } };
};

export default apiHandler('staff/me', {
  GET: staffMethod({ request: noInput }, { role: 'viewer' }, async (_, actor) =>
    publicFields(actor),
  ),
  PATCH: staffMethod({ request: meUpdateSchema }, { role: 'viewer' }, async (body, actor) => {
    const db = await getDb();
    await db
      .update(staffUser)
      .set({ language: body.language })
      .where(eq(staffUser.id, actor.staffId));
    return publicFields({ ...actor, language: body.language });
  }),
});
