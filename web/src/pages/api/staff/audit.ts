/** GET /api/staff/audit (admins): the audit trail, newest first (contracts/staff-audit.ts). */
import { auditQuerySchema, type AuditResponse } from '@/contracts/staff-audit';
import { getDb } from '@/server/db/client';
import { parseQuery } from '@/server/http';
import { readAudit } from '@/server/staff/audit-log';
import { staffRoute } from '@/server/staff/route';

export default staffRoute('audit', {
  GET: {
    role: 'admin',
    handle: async (req, res, actor) => {
      const query = parseQuery(req, res, auditQuerySchema);
      if (!query) return;
      const page = await readAudit(await getDb(), actor, query);
      res.status(200).json(page satisfies AuditResponse);
    },
  },
});
