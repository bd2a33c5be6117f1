/** GET /api/staff/me -> the signed-in staff member's public fields (viewer and up). */
import type { StaffRole } from '@/server/staff/actor';

export type MeResponse = {
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  locations: readonly string[] | 'all';
  language: 'en' | 'de';
};
