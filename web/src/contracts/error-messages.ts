/**
 * GET /api/error-messages?language=de|en|de_DE -> { messages: { [errorId]: message } }: the error
 * catalogue. `de_DE` (de-de pages) reads the Germany-German texts, else the German ones.
 */
import { z } from 'zod';

export const errorMessagesQuerySchema = z.object({ language: z.enum(['de', 'en', 'de_DE']) });

export type ErrorMessagesResponse = { messages: Record<string, string> };

export const ERROR_MESSAGES_ERROR_IDS = [] as const;
