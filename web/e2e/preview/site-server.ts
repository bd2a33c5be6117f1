/**
 * A production server (`next start`, the same build as the default e2e server) that reads its
 * content from a local stand-in of the Content Lake (src/test/content-lake-standin.ts) instead
 * of the seed file, with a preview token and a Studio origin: what draft preview needs. Its own
 * port, database and outbox, like the Stripe site (../stripe/site-server.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startContentLake, type ContentLakeStandIn, type Doc } from '@/test/content-lake-standin';
import { E2E_DATA_ENCRYPTION_KEY } from '../constants';
import { migratedPgliteDir, spawnNext, waitUntilUp } from '../next-server';

export const PREVIEW_TOKEN = 'e2e-viewer-token';

export type PreviewSite = {
  url: string;
  lake: ContentLakeStandIn;
  /** Where the site's emails go (.eml files, OUTBOX_DIR). */
  outboxDir: string;
  output(): string;
  stop(): Promise<void>;
};

/** `studioOrigin`: the one origin allowed to frame the site (STUDIO_ORIGIN). */
export async function startPreviewSite(
  documents: Doc[],
  studioOrigin: string,
): Promise<PreviewSite> {
  const lake = await startContentLake(documents, PREVIEW_TOKEN);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-preview-'));
  await migratedPgliteDir(path.join(dataDir, 'pglite'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'STAFF_WEBHOOK_URL',
    'IDLE_WEBHOOK_URL',
    'E2E_CONTENT_DATASET',
    'CONTENT_DATASET_PATH',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    DEV_PAYMENTS_IN_PRODUCTION: 'true',
    SANITY_PROJECT_ID: 'standin',
    SANITY_API_HOST: lake.url,
    SANITY_PREVIEW_TOKEN: PREVIEW_TOKEN,
    STUDIO_ORIGIN: studioOrigin,
    DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
  });
  // localhost: the browser keeps draft mode's Secure cookie on a plain-http localhost only.
  const server = await spawnNext(env, 'localhost');
  const stop = async () => {
    await server.stop();
    await lake.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(server, '/en-ch/check-up');
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: server.url, lake, outboxDir: env.OUTBOX_DIR!, output: server.output, stop };
}
