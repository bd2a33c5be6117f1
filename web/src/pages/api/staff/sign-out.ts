/** POST /api/staff/sign-out { everywhere } (contracts/staff-sign-out.ts). */
import { and, eq } from 'drizzle-orm';
import { signOutRequestSchema, type SignOutResponse } from '@/contracts/staff-sign-out';
import { getDb } from '@/server/db/client';
import { readJsonBody } from '@/server/http';
import { recordAudit } from '@/server/staff/audit';
import { staffAuth } from '@/server/staff/auth';
import { staffSession } from '@/server/db/staff-auth-schema';
import { staffRoute } from '@/server/staff/route';
import { liveStaffSession } from '@/server/staff/session';

export default staffRoute('sign-out', {
  POST: {
    role: 'viewer',
    handle: async (req, res, actor) => {
      const body = await readJsonBody(req, res, signOutRequestSchema);
      if (!body) return;
      const db = await getDb();
      const live = await liveStaffSession(db, req);
      const ended = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(staffSession)
          .where(
            body.everywhere
              ? eq(staffSession.userId, actor.staffId)
              : and(
                  eq(staffSession.userId, actor.staffId),
                  eq(staffSession.id, live?.sessionId ?? ''),
                ),
          )
          .returning({ id: staffSession.id });
        await recordAudit(tx, actor, {
          action: body.everywhere ? 'sign-out-everywhere' : 'sign-out',
          detail: { sessions: gone.length },
        });
        return gone.length;
      });
      const ctx = await staffAuth(db).$context;
      const name = ctx.authCookies.sessionToken.name;
      const attributes = ctx.authCookies.sessionToken.attributes;
      res.setHeader(
        'Set-Cookie',
        `${name}=; Path=${attributes.path ?? '/'}; Max-Age=0; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
      );
      res.status(200).json({ ended } satisfies SignOutResponse);
    },
  },
});
