/**
 * Draft preview from Studio's Presentation tool. Presentation writes a short-lived secret
 * document (sanity.previewUrlSecret) into the dataset and opens
 * /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…; the site looks the
 * secret up with a token (@sanity/preview-url-secret) and only then switches on Next's draft
 * mode, whose pages read drafts (server/content/draftScope.ts).
 */
import type { SanityClient } from '@sanity/client';
import { contentLakeConfig, previewToken } from '@/server/content/source';
import { PREVIEW_SECRET_INVALID, PREVIEW_UNAVAILABLE } from '@/contracts/error-ids';

export type PreviewCheck =
  | { ok: true; redirectTo: string }
  | {
      ok: false;
      status: 401 | 503;
      error: typeof PREVIEW_UNAVAILABLE | typeof PREVIEW_SECRET_INVALID;
    };

/** A path on this site: anything else (another host, a scheme) becomes the start page. */
export function sitePath(candidate: string | undefined | null): string {
  if (
    !candidate ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.includes('\\')
  )
    return '/';
  return candidate;
}

let client: Promise<SanityClient> | null = null;

function secretClient(env: NodeJS.ProcessEnv): Promise<SanityClient> {
  client ??= import('@sanity/client').then(({ createClient }) =>
    createClient({ ...contentLakeConfig(env), token: previewToken(env), useCdn: false }),
  );
  return client;
}

/** For tests that point the Content Lake elsewhere between runs. */
export function resetPreviewClient(): void {
  client = null;
}

/** Checks the preview URL's secret against the Content Lake; `url` is the request's path and query. */
export async function checkPreviewUrl(
  url: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PreviewCheck> {
  // Preview reads drafts from the Content Lake with a token; the local seed has neither.
  if (!env.SANITY_PROJECT_ID || !previewToken(env))
    return { ok: false, status: 503, error: PREVIEW_UNAVAILABLE };
  // ES modules, loaded on first use like the content client (server/content/source.ts).
  const { validatePreviewUrl } = await import('@sanity/preview-url-secret');
  const result = await validatePreviewUrl(await secretClient(env), url);
  if (!result.isValid) return { ok: false, status: 401, error: PREVIEW_SECRET_INVALID };
  return { ok: true, redirectTo: sitePath(result.redirectTo) };
}
