/**
 * POST /api/staff/booking/contact { id, reason, contact: { firstName?, lastName?, email?, phone?,
 * street?, postalCode?, city?, country? } } -> done; the blind indexes follow the new values.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import type { z } from 'zod';
import { contactInputSchema } from '@/server/staff/desk/actions/contact';

export const staffContactRequestSchema = contactInputSchema;
export type StaffContactRequest = z.input<typeof contactInputSchema>;

export type StaffContactResponse = { id: string };

export const STAFF_CONTACT_ERROR_IDS = [
  'staff-sign-in-required',
  'staff-forbidden',
  'staff-booking-not-found',
  'staff-booking-anonymised',
  'staff-nothing-changed',
  'name-invalid-characters',
] as const;
export type StaffContactErrorId = (typeof STAFF_CONTACT_ERROR_IDS)[number];
