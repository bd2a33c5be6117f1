/**
 * POST /api/booking/manage-link { id, token | email } -> { path }: where a paid booking is
 * managed, for its booker (the payment link's token proves them). Opened from the payment
 * page when the link's reservation turns out to be paid already (docs/manage-booking.md).
 */
import type { PageConfig } from 'next';
import { manageLinkRequestSchema } from '@/contracts/booking-manage-link';
import { manageLinkAnswer } from '@/server/manage-link/link';
import { bookerRoute } from '@/server/reservations/booker-route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookerRoute('booking/manage-link', manageLinkRequestSchema, manageLinkAnswer);
