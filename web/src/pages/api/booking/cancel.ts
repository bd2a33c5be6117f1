/**
 * POST /api/booking/cancel { token } -> { booking, refundCents }: cancels by policy (issue 12),
 * frees the slot at once; the refund is carried out by a job with an idempotency key.
 */
import type { PageConfig } from 'next';
import { cancelRequestSchema } from '@/contracts/booking-cancel';
import { cancelAnswer } from '@/server/manage-link';
import { manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute('booking/cancel', cancelRequestSchema, cancelAnswer);
