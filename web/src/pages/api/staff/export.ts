/**
 * GET /api/staff/export: contract src/contracts/staff-export.ts (docs/staff-desk.md). The CSV
 * is an attachment; its name carries dates and the location's slug, never personal data.
 */
import { staffExportQuerySchema } from '@/contracts/staff-export';
import { parseQuery } from '@/server/http';
import { exportCsv } from '@/server/staff/desk/export';
import { deskDeps } from '@/server/staff/desk/actions/route';
import { staffRoute } from '@/server/staff/route';

export default staffRoute('export', {
  GET: {
    role: 'admin',
    handle: async (req, res, actor) => {
      const query = parseQuery(req, res, staffExportQuerySchema);
      if (!query) return;
      const { filename, csv } = await exportCsv(actor, query, await deskDeps());
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.status(200).send(csv);
    },
  },
});
