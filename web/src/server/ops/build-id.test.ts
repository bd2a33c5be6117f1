/** GET /api/build-id (SPEC 4: new-build detection) and the build id read from disk. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { callApi } from '@/test/api';
import { buildIdFromDisk, createBuildIdHandler } from './build-id';

describe('GET /api/build-id', () => {
  test('answers the id, uncached', async () => {
    const res = await callApi(
      createBuildIdHandler(async () => 'abc123'),
      { query: { t: '1700000000000' } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'abc123' });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  test('405 for POST', async () => {
    const res = await callApi(
      createBuildIdHandler(async () => 'abc123'),
      { method: 'POST', body: {} },
    );
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ error: 'method-not-allowed' });
  });

  test('503 with an error id when the id cannot be read', async () => {
    const res = await callApi(
      createBuildIdHandler(async () => Promise.reject(new Error('ENOENT'))),
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'build-id-unavailable' });
  });

  describe('buildIdFromDisk', () => {
    const env = process.env as Record<string, string | undefined>;
    const original = env.NODE_ENV;
    afterEach(() => {
      env.NODE_ENV = original;
    });

    test("'development' outside production", async () => {
      env.NODE_ENV = 'development';
      await expect(buildIdFromDisk('/nonexistent')()).resolves.toBe('development');
    });

    test('reads and trims BUILD_ID in production; a missing file rejects', async () => {
      env.NODE_ENV = 'production';
      const dir = await mkdtemp(path.join(os.tmpdir(), 'build-id-'));
      try {
        const read = buildIdFromDisk(dir);
        await expect(read()).rejects.toThrow();
        await writeFile(path.join(dir, 'BUILD_ID'), 'Xy_12-ab\n');
        await expect(read()).resolves.toBe('Xy_12-ab');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});
