/**
 * GET /api/staff/day-sheet?location=<location _id>&date=YYYY-MM-DD -> the printable day sheet's
 * data (also rendered by the page /staff/day-sheet). Reception and up, for an assigned
 * location; audited as printed (docs/staff-desk.md, "Day sheet").
 */
import { z } from 'zod';
import { deskDate, locationIdSchema, STAFF_LOCATION_ERROR_IDS } from './staff';
export type { DaySheet as StaffDaySheetResponse, DaySheetRow } from '@/server/staff/desk/day-sheet';

export const staffDaySheetQuerySchema = z.object({
  location: locationIdSchema,
  date: deskDate,
});

export const STAFF_DAY_SHEET_ERROR_IDS = STAFF_LOCATION_ERROR_IDS;
