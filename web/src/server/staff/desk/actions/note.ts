/**
 * Internal notes (docs/staff-desk.md, "Notes"): sealed like personal data (they may mention
 * health), never in the audit trail itself, which records that a note was added and its id.
 * The note is its own reason.
 */
import type { z } from 'zod';
import type { staffNoteRequestSchema, StaffNoteResponse } from '@/contracts/staff-booking-note';
import { staffNotes } from '@/server/db/schema';
import type { StaffActor } from '@/server/staff/actor';
import { answering, changeBooking, type DeskDeps } from './common';

export type NoteInput = z.infer<typeof staffNoteRequestSchema>;

export async function addNote(
  actor: StaffActor,
  input: NoteInput,
  deps: Pick<DeskDeps, 'db'>,
): Promise<{ noteId: string; createdAt: Date }> {
  return changeBooking(actor, input.id, deps.db, {}, async (tx, row) => {
    const [note] = await tx
      .insert(staffNotes)
      .values({ reservationId: row.id, staffId: actor.staffId, body: { text: input.text } })
      .returning({ id: staffNotes.id, createdAt: staffNotes.createdAt });
    return {
      result: { noteId: note.id, createdAt: note.createdAt },
      action: 'note-added',
      detail: { noteId: note.id },
    };
  });
}

/** POST /api/staff/booking/note's answer: the note's id and when it was written. */
export const noteAnswer = answering(addNote, (note): StaffNoteResponse => ({
  noteId: note.noteId,
  createdAt: note.createdAt.toISOString(),
}));
