/** POST /api/log { level, event, fields } -> 204 (no body): client log entries into the server log. */
import type { z } from 'zod';
import { clientLogEntrySchema } from '@/server/notify/client-log';

export const logRequestSchema = clientLogEntrySchema;
export type LogRequest = z.input<typeof logRequestSchema>;

/** 204 No Content. */
export type LogResponse = undefined;

export const LOG_ERROR_IDS = [] as const;
export type LogErrorId = (typeof LOG_ERROR_IDS)[number];
