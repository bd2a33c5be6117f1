/**
 * GET /api/build-id (and /builds/latest.json?t=…, rewritten) -> { id }: the build being served.
 * The query `t` only defeats caches and is not read.
 */
import { BUILD_ID_UNAVAILABLE } from './error-ids';

export { BUILD_ID_UNAVAILABLE };
export type BuildIdResponse = { id: string };

/** Not catalogue ids (no visitor sees them): not checked against the seed. */
export const BUILD_ID_ERROR_IDS = [BUILD_ID_UNAVAILABLE] as const;
