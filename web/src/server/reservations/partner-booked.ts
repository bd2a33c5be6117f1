/** Whether the partner of a two-person booking has booked their own slot (a live reservation). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Conn } from '@/server/db/client';
import { reservations, type Reservation } from '@/server/db/schema';

/** A partner's own reservation (pending or confirmed) that belongs to this booking. */
export async function partnerHasBooked(
  db: Conn,
  row: Pick<Reservation, 'id' | 'isPartnerBooking'>,
): Promise<boolean> {
  if (!row.isPartnerBooking) return false;
  const [own] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.partnerOfReservationId, row.id),
        inArray(reservations.status, ['pending', 'confirmed']),
      ),
    )
    .limit(1);
  return Boolean(own);
}
