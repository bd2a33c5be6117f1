/**
 * GET /api/staff/export: contract src/contracts/staff-export.ts (docs/staff-desk.md). The CSV
 * is an attachment; its name carries dates and the location's slug, never personal data.
 */
import type { PageConfig } from 'next';
import { staffExportQuerySchema, type StaffExportResponse } from '@/contracts/staff-export';
import { attachment } from '@/server/http';
import { exportCsv } from '@/server/staff/desk/export';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/export', methods: ['GET'], request: staffExportQuerySchema },
  { role: 'admin' },
  async (query, actor) => {
    const { filename, csv } = await exportCsv(actor, query, await deskDeps());
    return attachment(filename, csv satisfies StaffExportResponse, 'text/csv; charset=utf-8');
  },
);
