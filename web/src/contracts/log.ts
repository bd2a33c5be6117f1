/** POST /api/log { level, event, fields } -> 204 (no body): client log entries into the server log. */
import { z } from 'zod';

const MAX_FIELDS = 20;

export const logRequestSchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  event: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:/-]+$/),
  fields: z
    .record(
      z.string().max(60),
      z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]),
    )
    .refine((f) => Object.keys(f).length <= MAX_FIELDS)
    .default({}),
});
export type LogRequest = z.input<typeof logRequestSchema>;

/** 204 No Content. */
export type LogResponse = undefined;

export const LOG_ERROR_IDS = [] as const;
