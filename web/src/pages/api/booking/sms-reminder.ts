/**
 * POST /api/booking/sms-reminder { token, on? } -> { smsReminder }: the manage page's SMS
 * reminder switch. Contract: src/contracts/booking-sms-reminder.ts; docs/sms.md.
 */
import type { PageConfig } from 'next';
import { smsReminderRequestSchema } from '@/contracts/booking-sms-reminder';
import { defineRoute } from '@/server/http';
import { manageDeps } from '@/server/manage-link/route';
import { smsReminderAnswer } from '@/server/manage-link/sms-reminder';

export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'booking/sms-reminder', methods: ['POST'], request: smsReminderRequestSchema },
  // The manage page's own limit (30 a minute per client): the switch is part of that page.
  { rateLimit: 'booking-manage', noStore: true },
  async (input) => ({ body: await smsReminderAnswer(input, await manageDeps()) }),
);
