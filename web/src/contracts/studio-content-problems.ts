/** GET /api/studio/content-problems?type=content&id=&ts=&sig= -> { problems }: signed like dependents. */
import type { ContentProblem } from '@/server/content/problems';
import { signedQuerySchema } from './studio';
import { STUDIO_SIGNATURE_INVALID } from './error-ids';

export const contentProblemsQuerySchema = signedQuerySchema;

export type ContentProblemsResponse = { problems: ContentProblem[] };

export const CONTENT_PROBLEMS_ERROR_IDS = [STUDIO_SIGNATURE_INVALID] as const;
