/**
 * POST /api/staff/booking/note { id, text } -> the note's id (the body is sealed; 1-2000 characters).
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import { bookingIdSchema, STAFF_BOOKING_ERROR_IDS } from './staff';

export const staffNoteRequestSchema = z.object({
  id: bookingIdSchema,
  text: z.string().trim().min(1).max(2000),
});

export type StaffNoteResponse = { noteId: string; createdAt: string };

export const STAFF_NOTE_ERROR_IDS = STAFF_BOOKING_ERROR_IDS;
