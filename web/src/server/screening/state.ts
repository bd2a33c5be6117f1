/**
 * The screening state of bookings (docs/screening.md "State") from the plain columns of
 * `screening_responses` (nothing sealed is opened): for the desk's views and the reminder job.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Conn } from '@/server/db/client';
import { screeningResponses } from '@/server/db/schema';
import { screeningState, type ScreeningState } from './model';

/**
 * The screening state of each booking (docs/screening.md "State"), for the desk's views: one
 * query for all of them, from the plain columns only (nothing sealed is opened).
 */
export async function screeningStates(
  db: Conn,
  reservationIds: readonly string[],
): Promise<Map<string, ScreeningState>> {
  const states = new Map<string, ScreeningState>(reservationIds.map((id) => [id, 'missing']));
  if (reservationIds.length === 0) return states;
  const rows = await db
    .select({
      reservationId: screeningResponses.reservationId,
      answeredCount: screeningResponses.answeredCount,
      outcome: screeningResponses.outcome,
      signedAt: screeningResponses.signedAt,
      decision: screeningResponses.decision,
    })
    .from(screeningResponses)
    .where(inArray(screeningResponses.reservationId, [...reservationIds]));
  for (const r of rows) states.set(r.reservationId, screeningState(r));
  return states;
}

/** Whether the booking's questionnaire is signed (the reminder is not sent then). */
export async function screeningSigned(db: Conn, reservationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: screeningResponses.reservationId })
    .from(screeningResponses)
    .where(
      and(
        eq(screeningResponses.reservationId, reservationId),
        isNotNull(screeningResponses.signedAt),
      ),
    );
  return Boolean(row);
}
