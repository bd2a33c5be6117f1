/**
 * POST /api/staff/booking/contact { id, reason, contact: { firstName?, lastName?, email?, phone?,
 * street?, postalCode?, city?, country? } } -> done; the blind indexes follow the new values.
 * Reception and up, for a booking of an assigned location; audited (docs/staff-desk.md).
 */
import { z } from 'zod';
import { personalDataSchema } from '@/shared/reservation-input';
import { bookingActionFields, STAFF_BOOKING_ERROR_IDS } from './staff';
import {
  ANONYMISED,
  NAME_INVALID_CHARACTERS,
  NOTHING_CHANGED,
  PHONE_INVALID,
} from '@/contracts/error-ids';

export const staffContactRequestSchema = z.object({
  ...bookingActionFields,
  contact: personalDataSchema
    .pick({
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      street: true,
      postalCode: true,
      city: true,
      country: true,
    })
    .partial()
    .refine((v) => Object.keys(v).length > 0),
});

export type StaffContactResponse = { id: string };

export const STAFF_CONTACT_ERROR_IDS = [
  ...STAFF_BOOKING_ERROR_IDS,
  ANONYMISED,
  NOTHING_CHANGED,
  NAME_INVALID_CHARACTERS,
  PHONE_INVALID,
] as const;
