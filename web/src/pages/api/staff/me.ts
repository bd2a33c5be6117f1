/** GET /api/staff/me: the signed-in staff member (contracts/staff-me.ts). */
import type { MeResponse } from '@/contracts/staff-me';
import { staffRoute } from '@/server/staff/route';

export default staffRoute('me', {
  GET: {
    role: 'viewer',
    handle: (_req, res, actor) => {
      const { staffId, email, name, role, locations, language } = actor;
      res
        .status(200)
        .json({ staffId, email, name, role, locations, language } satisfies MeResponse);
    },
  },
});
