/**
 * POST /api/staff/booking/note: contract src/contracts/staff-booking-note.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffNoteRequestSchema, type StaffNoteResponse } from '@/contracts/staff-booking-note';
import { addNote } from '@/server/staff/desk/actions/note';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('note', staffNoteRequestSchema, async (actor, input, deps) => {
  const note = await addNote(actor, input, deps);
  return {
    noteId: note.noteId,
    createdAt: note.createdAt.toISOString(),
  } satisfies StaffNoteResponse;
});
