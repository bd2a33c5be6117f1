/** GET /api/staff/patient: contract src/contracts/staff-patient.ts (docs/staff-desk.md "Patient view"). */
import type { PageConfig } from 'next';
import { staffPatientQuerySchema, type StaffPatientResponse } from '@/contracts/staff-patient';
import { patientBookings } from '@/server/staff/desk/search';
import { deskReadDeps, deskRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default deskRoute(
  { route: 'staff/patient', methods: ['GET'], request: staffPatientQuerySchema },
  'reception',
  (actor, q, deps): Promise<StaffPatientResponse> => patientBookings(actor, q.booking, deps),
  deskReadDeps,
);
