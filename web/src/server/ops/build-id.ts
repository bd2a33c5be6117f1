/**
 * GET /api/build-id -> { id }: the Next build id of the server ('development' in dev), so
 * open pages can tell that a new build is out. Server-only (reads the file system).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import { ApiError, defineRoute, noInput } from '@/server/http';
import { errorMessage, log } from '@/server/log';
import { servedDistDir } from '@/server/ops/dist-dir';

import { BUILD_ID_UNAVAILABLE, type BuildIdResponse } from '@/contracts/build-id';

/**
 * Reads BUILD_ID of the build being served once per process (it cannot change while the
 * server runs): .next, or the NEXT_DIST_DIR next.config.ts builds into.
 */
export function buildIdFromDisk(dir: string = servedDistDir()): () => Promise<string> {
  let cached: Promise<string> | null = null;
  return () => {
    if (process.env.NODE_ENV !== 'production') return Promise.resolve('development');
    cached ??= readFile(path.join(dir, 'BUILD_ID'), 'utf8').then((text) => {
      const id = text.trim();
      if (!id) throw new Error('empty BUILD_ID');
      return id;
    });
    // A failed read is retried on the next request rather than cached.
    return cached.catch((err: unknown) => {
      cached = null;
      throw err;
    });
  };
}

export function createBuildIdHandler(readBuildId: () => Promise<string>): NextApiHandler {
  return defineRoute(
    { route: 'build-id', methods: ['GET'], request: noInput },
    { before: (_req, res) => res.setHeader('Cache-Control', 'no-store, max-age=0') },
    async (): Promise<{ body: BuildIdResponse }> => {
      try {
        return { body: { id: await readBuildId() } };
      } catch (err) {
        log.warn(BUILD_ID_UNAVAILABLE, { message: errorMessage(err) });
        // The client treats no answer as "no new build", so this never forces reloads.
        throw new ApiError(503, BUILD_ID_UNAVAILABLE);
      }
    },
  );
}
