/**
 * The payment page's routes' answers: POST /api/payment/fetch-data and
 * /api/payment/create-intent, each its contract's 200 body. Their routes let only the booker call
 * (`authorize`: provenBooker, 404 unpaid-email-does-not-match otherwise).
 */
import type { z } from 'zod';
import type {
  createIntentRequestSchema,
  CreateIntentResponse,
} from '@/contracts/payment-create-intent';
import type { FetchDataResponse } from '@/contracts/payment-fetch-data';
import type { Reservation } from '@/server/db/schema';
import { getSiteSettings } from '@/server/content';
import { extendHoldForPayment } from '@/server/holds';
import { getReservation } from '@/server/reservations';
import { createIntentForReservation, paymentPageData } from './checkout';
import { checkoutDeps } from './deps';

/**
 * What the payment page shows of the booker's reservation (proven by the route's `authorize`):
 * amounts due now, the balance, the summary, the provider.
 */
export async function fetchDataAnswer(reservation: Reservation): Promise<FetchDataResponse> {
  return paymentPageData(reservation, await checkoutDeps());
}

/**
 * An intent for the proven booker; the first one extends the hold from Settings
 * initialHoldMinutes to holdMinutes (once).
 */
export async function createIntentAnswer(
  input: z.output<typeof createIntentRequestSchema>,
  reservation: Reservation,
): Promise<CreateIntentResponse> {
  const deps = await checkoutDeps();
  const created = await createIntentForReservation(reservation, input.option, deps);
  // The visitor is paying: the short hold gets the payment's time, once (server/holds/extend.ts).
  await extendHoldForPayment(deps.db, input.reservationId, (await getSiteSettings()).holdMinutes);
  // The hold's end as the database has it now, so the page shows the extended end, not the
  // one fetch-data read before the extension (docs/payments.md "The hold's end").
  const held = await getReservation(input.reservationId, deps.db);
  return { ...created, holdExpiresAt: held?.holdExpiresAt?.toISOString() ?? null };
}
