/** GET /api/studio/content-problems?type=content&id=&ts=&sig= -> { problems }: signed like dependents. */
import type { z } from 'zod';
import type { ContentProblem } from '@/server/content/problems';
import { signedQuerySchema } from './studio';
import { STUDIO_SIGNATURE_INVALID } from './error-ids';

export const contentProblemsQuerySchema = signedQuerySchema;
export type ContentProblemsQuery = z.input<typeof contentProblemsQuerySchema>;

export type ContentProblemsResponse = { problems: ContentProblem[] };

export const CONTENT_PROBLEMS_ERROR_IDS = [STUDIO_SIGNATURE_INVALID] as const;
export type ContentProblemsErrorId = (typeof CONTENT_PROBLEMS_ERROR_IDS)[number];
