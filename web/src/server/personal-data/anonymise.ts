/**
 * Removing a person from reservation rows: the sealed values become the anonymised marker and
 * the email hashes go, and the booking's MRI safety questionnaire (answers and consent: health
 * data) is deleted (docs/privacy.md, docs/screening.md "Retention"); id, reference, status,
 * times, amounts, payment ids and the content it
 * was booked for stay (accounting, statistics, the room history). Rows already anonymised are
 * left alone, so every caller is idempotent.
 */
import { and, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations, screeningResponses } from '@/server/db/schema';
import { ANONYMISED_MARKER } from '@/server/privacy/codec';

const MARKER = JSON.stringify(ANONYMISED_MARKER);

/** Anonymises the rows `where` selects; returns their ids. */
export async function anonymiseReservations(db: Db, where: SQL, now: Date): Promise<string[]> {
  const rows = await db
    .update(reservations)
    .set({
      personalData: sql`${MARKER}::jsonb`,
      partnerData: sql`case when ${reservations.partnerData} is null then null else ${MARKER}::jsonb end`,
      emailHash: null,
      partnerEmailHash: null,
      phoneHash: null,
      lastNameHash: null,
      nameTerms: null,
      partnerNameTerms: null,
      clientHash: null,
      anonymisedAt: now,
      updatedAt: sql`now()`,
    })
    .where(and(isNull(reservations.anonymisedAt), where))
    .returning({ id: reservations.id });
  // Every anonymised reservation's questionnaire (a subquery: retention may anonymise many rows).
  if (rows.length)
    await db
      .delete(screeningResponses)
      .where(
        inArray(
          screeningResponses.reservationId,
          db
            .select({ id: reservations.id })
            .from(reservations)
            .where(isNotNull(reservations.anonymisedAt)),
        ),
      );
  return rows.map((r) => r.id);
}

/**
 * Removes only the partner named in these rows (their erasure): the booker's own data stays,
 * so does the row's anonymisedAt (the booker is still there).
 */
export async function removePartnerMentions(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(reservations)
    .set({
      partnerData: sql`${MARKER}::jsonb`,
      partnerEmailHash: null,
      partnerNameTerms: null,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(reservations.id, ids), isNotNull(reservations.partnerEmailHash)))
    .returning({ id: reservations.id });
  return rows.map((r) => r.id);
}
