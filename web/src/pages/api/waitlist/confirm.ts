/**
 * POST /api/waitlist/confirm { token } -> { entry }: the double opt-in. Contract:
 * src/contracts/waitlist-confirm.ts; docs/waitlist.md.
 */
import type { PageConfig } from 'next';
import { confirmWaitlistRequestSchema } from '@/contracts/waitlist-confirm';
import { confirmAnswer } from '@/server/waitlist/entries';
import { manageLinkRoute } from '@/server/manage-link/route';

export const config: PageConfig = { api: { bodyParser: false } };

export default manageLinkRoute('waitlist/confirm', confirmWaitlistRequestSchema, confirmAnswer);
