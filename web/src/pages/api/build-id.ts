import type { PageConfig } from 'next';
import { buildIdFromDisk, createBuildIdHandler } from '@/server/ops/build-id';

// GET only, and no body is read: a POST with a malformed body must still answer 405 { error },
// not Next's plain-text "Invalid JSON".
export const config: PageConfig = { api: { bodyParser: false } };

/** GET /api/build-id -> { id } (SPEC 4: new-build detection). The timestamp query `t` is ignored. */
export default createBuildIdHandler(buildIdFromDisk());
