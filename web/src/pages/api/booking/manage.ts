/** POST /api/booking/manage { token } -> { booking }: the manage page's booking (docs/manage-booking.md). */
import type { PageConfig } from 'next';
import { manageRequestSchema } from '@/contracts/booking-manage';
import { manageAnswer } from '@/server/manage-link';
import { manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute('booking/manage', manageRequestSchema, manageAnswer);
