/**
 * GET /api/build-id (and /builds/latest.json?t=…, rewritten) -> { id }: the build being served.
 * The query `t` only defeats caches and is not read.
 */
export type BuildIdResponse = { id: string };

/** 503 when BUILD_ID cannot be read: the client treats it as "no new build", never shows it. */
export const BUILD_ID_UNAVAILABLE = 'build-id-unavailable';
/** Not catalogue ids (no visitor sees them): not checked against the seed. */
export const BUILD_ID_ERROR_IDS = [BUILD_ID_UNAVAILABLE] as const;
export type BuildIdErrorId = (typeof BUILD_ID_ERROR_IDS)[number];
