/**
 * Starts the content listener (./listener.ts) with the server, where it can rebuild: a
 * production server (`next start`; the dev server renders every request anyway) with
 * SANITY_REVALIDATE_SECRET set, since it signs its requests as the webhook does.
 * CONTENT_LISTENER=off turns it off; REVALIDATE_SELF_URL names the server's own revalidation
 * endpoint where 127.0.0.1:$PORT is not it.
 */
import { contentLakeConfig, defaultDatasetPath } from '@/server/content/source';
import { log } from '@/server/log';
import {
  localChangeStream,
  sanityChangeStream,
  signedRevalidate,
  startContentListener,
  type Listenable,
} from './listener';

export function selfRevalidateUrl(env: Record<string, string | undefined>): string {
  return env.REVALIDATE_SELF_URL || `http://127.0.0.1:${env.PORT || '3000'}/api/revalidate`;
}

export async function startContentListenerFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<(() => void) | null> {
  const secret = env.SANITY_REVALIDATE_SECRET;
  if (!secret || env.CONTENT_LISTENER === 'off' || env.NODE_ENV !== 'production') return null;
  let stream;
  if (env.SANITY_PROJECT_ID) {
    const { createClient } = await import('@sanity/client');
    const client = createClient({
      ...contentLakeConfig(env),
      token: env.SANITY_READ_TOKEN,
      useCdn: false,
      perspective: 'published',
    });
    stream = sanityChangeStream(client as unknown as Listenable);
  } else {
    stream = localChangeStream(defaultDatasetPath());
  }
  const url = selfRevalidateUrl(env);
  log.info('content-listener-started', { source: env.SANITY_PROJECT_ID ? 'sanity' : 'local' });
  return startContentListener({ stream, revalidate: signedRevalidate(url, secret) });
}
