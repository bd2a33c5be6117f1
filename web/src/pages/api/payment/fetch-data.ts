/**
 * POST /api/payment/fetch-data { reservationId, email | token } -> what the payment page shows: the
 * amounts due now for deposit and full, the balance, the summary lines and the provider.
 */
import type { PageConfig } from 'next';
import { fetchDataRequestSchema } from '@/contracts/payment-fetch-data';
import { fetchDataAnswer } from '@/server/payments/answers';
import { bookerRoute } from '@/server/reservations/booker-route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookerRoute('payment-fetch-data', fetchDataRequestSchema, fetchDataAnswer);
