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
import { apiHandler, parseQuery } from '@/server/http';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

export default apiHandler('error-messages', {
  GET: async (req, res) => {
    const query = parseQuery(req, res, errorMessagesQuerySchema);
    if (!query) return;
    const messages = userMessages(await getErrorMessages(), query.language);
    res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    res.status(200).json({ messages } satisfies ErrorMessagesResponse);
  },
});
