/**
 * POST /api/staff/booking/note { id, text } -> the note's id (the body is sealed; 1-2000 characters).
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import type { z } from 'zod';
import { noteInputSchema } from '@/server/staff/desk/actions/note';

export const staffNoteRequestSchema = noteInputSchema;
export type StaffNoteRequest = z.input<typeof noteInputSchema>;

export type StaffNoteResponse = { noteId: string; createdAt: string };

export const STAFF_NOTE_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'staff-booking-not-found',
] as const;
export type StaffNoteErrorId = (typeof STAFF_NOTE_ERROR_IDS)[number];
