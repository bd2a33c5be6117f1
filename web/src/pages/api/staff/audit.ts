/** GET /api/staff/audit (admins): the audit trail, newest first (contracts/staff-audit.ts). */
import type { PageConfig } from 'next';
import { auditQuerySchema, type AuditResponse } from '@/contracts/staff-audit';
import { getDb } from '@/server/db/client';
import { readAudit } from '@/server/staff/audit-log';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/audit', methods: ['GET'], request: auditQuerySchema },
  { role: 'admin' },
  async (query, actor): Promise<{ body: AuditResponse }> => ({
    body: await readAudit(await getDb(), actor, query),
  }),
);
