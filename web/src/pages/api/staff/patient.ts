/** GET /api/staff/patient: contract src/contracts/staff-patient.ts (docs/staff-desk.md "Patient view"). */
import type { PageConfig } from 'next';
import { staffPatientQuerySchema, type StaffPatientResponse } from '@/contracts/staff-patient';
import { getDb } from '@/server/db/client';
import { patientBookings } from '@/server/staff/desk/search';
import { staffRoute } from '@/server/staff/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/patient', methods: ['GET'], request: staffPatientQuerySchema },
  { role: 'reception' },
  async (query, actor): Promise<{ body: StaffPatientResponse }> => ({
    body: await patientBookings(actor, query.booking, { db: await getDb() }),
  }),
);
