/**
 * POST /api/staff/booking/contact: contract src/contracts/staff-booking-contact.ts
 * (docs/staff-desk.md).
 */
import type { PageConfig } from 'next';
import { staffContactRequestSchema } from '@/contracts/staff-booking-contact';
import { contactAnswer } from '@/server/staff/desk/actions/contact';
import { bookingActionRoute } from '@/server/staff/desk/actions/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default bookingActionRoute('contact', staffContactRequestSchema, contactAnswer);
