/** POST /api/staff/privacy: signed staff export / erasure of a person (server/privacy). */
import type { PageConfig } from 'next';
import { staffPrivacyHandler } from '@/server/personal-data/staff-endpoint';

// The signature is computed over the raw body: Next must not parse it first.
export const config: PageConfig = { api: { bodyParser: false } };

// Not staffRoute/defineRoute: signed by staff over the raw body, checked before the JSON is parsed.
export default staffPrivacyHandler;
