import { buildIdFromDisk, createBuildIdHandler } from '@/lib/build/buildIdHandler';

/** GET /api/build-id -> { id } (SPEC 4: new-build detection). The timestamp query `t` is ignored. */
export default createBuildIdHandler(buildIdFromDisk());
