/**
 * POST /api/staff/booking/note: contract src/contracts/staff-booking-note.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffNoteRequestSchema } from '@/contracts/staff-booking-note';
import { noteAnswer } from '@/server/staff/desk/actions/note';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('note', staffNoteRequestSchema, noteAnswer);
