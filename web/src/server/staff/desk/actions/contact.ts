/**
 * Edit a patient's contact data (docs/staff-desk.md, "Contact"): typos in email or phone, the
 * name, the address. The same field rules as the booking form (shared/reservation-input.ts); the
 * sealed personal data and its blind indexes are written together (db/sealed-columns.ts
 * personIndexColumns), so search finds the corrected values. The audit entry names the fields
 * changed, never their values.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  staffContactRequestSchema,
  StaffContactResponse,
} from '@/contracts/staff-booking-contact';
import { reservations, type PersonalData, type Reservation } from '@/server/db/schema';
import { personIndexColumns } from '@/server/db/sealed-columns';
import type { StaffActor } from '@/server/staff/actor';
import { answering, changeBooking, refuse, type DeskDeps } from './common';
import { ANONYMISED, NOTHING_CHANGED } from '@/contracts/error-ids';

export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'country',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export async function editContact(
  actor: StaffActor,
  input: z.infer<typeof staffContactRequestSchema>,
  deps: DeskDeps,
): Promise<Reservation> {
  return changeBooking(actor, input.id, deps.db, { lock: true }, async (tx, row) => {
    if (row.anonymisedAt) refuse(ANONYMISED);
    const before = row.personalData;
    const changed = CONTACT_FIELDS.filter(
      (f) => input.contact[f] !== undefined && input.contact[f] !== before[f],
    );
    if (changed.length === 0) refuse(NOTHING_CHANGED);
    const personalData: PersonalData = { ...before };
    for (const f of changed) (personalData as Record<ContactField, unknown>)[f] = input.contact[f];
    const [updated] = await tx
      .update(reservations)
      .set({
        personalData,
        ...personIndexColumns(personalData, row.partnerData ?? null),
        updatedAt: sql`now()`,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    return {
      result: updated,
      action: 'contact-edited',
      detail: { reason: input.reason, fields: changed.join(',') },
    };
  });
}

/** POST /api/staff/booking/contact's answer: the booking's id. */
export const contactAnswer = answering(editContact, (row): StaffContactResponse => ({
  id: row.id,
}));
