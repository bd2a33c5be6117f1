/**
 * GET /api/staff/day-sheet?location=<location _id>&date=YYYY-MM-DD -> the printable day sheet's
 * data (also rendered by the page /staff/day-sheet). Reception and up, for an assigned
 * location; audited as printed (docs/staff-desk.md, "Day sheet").
 */
import type { z } from 'zod';
import { daySheetQuerySchema } from '@/server/staff/desk/day-sheet';
export type { DaySheet as StaffDaySheetResponse, DaySheetRow } from '@/server/staff/desk/day-sheet';

export const staffDaySheetQuerySchema = daySheetQuerySchema;
export type StaffDaySheetQuery = z.input<typeof daySheetQuerySchema>;

export const STAFF_DAY_SHEET_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'location-not-found',
] as const;
export type StaffDaySheetErrorId = (typeof STAFF_DAY_SHEET_ERROR_IDS)[number];
