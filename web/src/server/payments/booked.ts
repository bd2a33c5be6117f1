/**
 * Right after the reservation service stored a new hold: a booking with nothing to pay is
 * confirmed at once (reserve-timeslot-success-with-downpayment, with the confirmation email);
 * otherwise it stays pending for payment (reserve-timeslot-success). Staff hear of both.
 */
import { getCatalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import type { Reservation } from '@/server/db/schema';
import { errorMessage, log } from '@/server/log';
import { bookingEmailData, notifyStaff, sendBookingConfirmation } from '@/server/notify';
import { centsToFrancs } from '@/server/pricing/money';
import { getReservation } from '@/server/reservations/lookups';
import { confirmReservation } from '@/server/reservations/transitions';

export const RESERVE_SUCCESS = 'reserve-timeslot-success';
export const RESERVE_SUCCESS_NOTHING_DUE = 'reserve-timeslot-success-with-downpayment';

export type BookedOutcome = {
  status: 'pending' | 'confirmed';
  result: typeof RESERVE_SUCCESS | typeof RESERVE_SUCCESS_NOTHING_DUE;
};

async function announce(reservation: Reservation, result: BookedOutcome['result']): Promise<void> {
  try {
    const catalog = await getCatalog();
    if (result === RESERVE_SUCCESS_NOTHING_DUE)
      void sendBookingConfirmation(bookingEmailData(reservation, catalog));
    void notifyStaff(
      {
        event: result,
        reservationId: reservation.id,
        reservationName: reservation.name,
        locationSlug: reservation.locationSlug,
        checkupSlug: reservation.checkupSlug,
        startsAt: reservation.startsAt.toISOString(),
        amount: centsToFrancs(reservation.totalCents),
      },
      catalog.settings.staffChannelEnabled,
    );
  } catch (err) {
    log.error('reservation-notify-failed', {
      reservationId: reservation.id,
      reason: errorMessage(err),
    });
  }
}

export async function afterReservationCreated(
  reservationId: string,
  nothingDue: boolean,
  db: Db,
): Promise<BookedOutcome> {
  if (!nothingDue) {
    const reservation = await getReservation(reservationId, db);
    if (reservation) await announce(reservation, RESERVE_SUCCESS);
    return { status: 'pending', result: RESERVE_SUCCESS };
  }
  const confirmed = await confirmReservation(
    reservationId,
    { paidCents: 0, balanceDueCents: 0, paymentIntentId: null, provider: 'none' },
    db,
  );
  // Just created and still held by this request: anything else is a bug worth a 500.
  if (!confirmed.ok) throw new Error(`nothing-due confirmation failed: ${confirmed.reason}`);
  log.info(RESERVE_SUCCESS_NOTHING_DUE, { reservationId });
  if (confirmed.changed) await announce(confirmed.reservation, RESERVE_SUCCESS_NOTHING_DUE);
  return { status: 'confirmed', result: RESERVE_SUCCESS_NOTHING_DUE };
}
