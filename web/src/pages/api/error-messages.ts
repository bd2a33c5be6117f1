/**
 * GET /api/error-messages?language=de|en -> { messages: { [errorId]: message } }
 * The visitor-facing error catalogue for the error dialog, loaded by the browser once when
 * the first error is shown (not with every page). Shared caches keep it for a minute, the
 * same freshness as the ISR pages.
 */
import type { PageConfig } from 'next';
import { errorMessagesQuerySchema, type ErrorMessagesResponse } from '@/contracts/error-messages';
import { userMessages } from '@/shared/errorMessages';
import { getErrorMessages } from '@/server/content';
import { defineRoute } from '@/server/http';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default defineRoute(
  { route: 'error-messages', methods: ['GET'], request: errorMessagesQuerySchema },
  {},
  async ({
    language,
  }): Promise<{ body: ErrorMessagesResponse; headers: Record<string, string> }> => ({
    body: { messages: userMessages(await getErrorMessages(), language) },
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600' },
  }),
);
