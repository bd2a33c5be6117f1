/**
 * GET /api/studio/dependents?type=&id=&ts=&sig= -> { type, id, upcoming }: signed by Studio
 * (./studio.ts holds the signed query both Studio routes share).
 */
import { signedQuerySchema } from './studio';
import { STUDIO_SIGNATURE_INVALID } from './error-ids';

export const dependentsQuerySchema = signedQuerySchema;

/** upcoming: confirmed or held reservations still to come that depend on the document. */
export type DependentsResponse = { type: string; id: string; upcoming: number };

export const DEPENDENTS_ERROR_IDS = [STUDIO_SIGNATURE_INVALID] as const;
