/**
 * Where content comes from: Sanity's Content Lake when SANITY_PROJECT_ID is set, otherwise
 * the seed dataset (schemas/seed/production.ndjson) evaluated in-process by groq-js. Both
 * answer the same GROQ, so queries and their tests are shared.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';

export type QueryParams = Record<string, unknown>;
export type FetchOptions = {
  /** Bypass the CDN: for prices and availability, which must not be stale. */
  fresh?: boolean;
  /**
   * Draft preview (Studio's Presentation tool): unpublished changes over the published
   * documents, read with the preview token past the CDN. Set by ./draftScope.ts only.
   */
  drafts?: boolean;
};

/**
 * Reads for building a page (getStaticProps, also on ISR and on-demand revalidation): fresh,
 * because a rebuild that reads through the CDN can bake the previous content into the page
 * for another full revalidation period (next-sanity #639). Pages are rebuilt rarely, so the
 * uncached reads cost little.
 */
export const PAGE_BUILD: FetchOptions = { fresh: true };

export interface ContentSource {
  readonly kind: 'sanity' | 'local';
  fetch<R>(query: string, params?: QueryParams, options?: FetchOptions): Promise<R>;
  /**
   * A token that changes whenever the content may have (the local file's mtime and size), for
   * answers derived from it to be reused meanwhile; absent where it cannot be known cheaply.
   */
  revision?(): string;
}

export const SANITY_API_VERSION = '2025-02-19';

/**
 * Where the Content Lake is: the project's API host, or SANITY_API_HOST (a proxy, or a local
 * stand-in in tests), which is then used as given.
 */
export function contentLakeConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET ?? 'production',
    apiVersion: SANITY_API_VERSION,
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
  };
}

/** The token that may read drafts (a Viewer token); the read token when no own one is set. */
export function previewToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SANITY_PREVIEW_TOKEN || env.SANITY_READ_TOKEN || undefined;
}

export function sanitySource(env: NodeJS.ProcessEnv = process.env): ContentSource {
  const base = {
    ...contentLakeConfig(env),
    token: env.SANITY_READ_TOKEN,
    perspective: 'published' as const,
  };
  // Loaded on first use: the local default never pays for the client (an ES module).
  const clients = import('@sanity/client').then(({ createClient }) => ({
    cdn: createClient({ ...base, useCdn: true }) as SanityClient,
    live: createClient({ ...base, useCdn: false }) as SanityClient,
    drafts: createClient({
      ...base,
      token: previewToken(env),
      useCdn: false,
      perspective: 'drafts',
    }) as SanityClient,
  }));
  return {
    kind: 'sanity',
    async fetch(query, params = {}, options = {}) {
      const { cdn, live, drafts } = await clients;
      if (options.drafts) {
        // Without a token drafts are invisible: never fall back to published silently.
        if (!previewToken(env)) throw new Error('Draft preview needs SANITY_PREVIEW_TOKEN');
        return drafts.fetch(query, params);
      }
      return (options.fresh ? live : cdn).fetch(query, params);
    },
  };
}

/**
 * The drafts perspective over a plain list of documents: a draft (drafts.<id>) replaces its
 * published document under the published id, as the Content Lake answers it.
 */
export function withDraftsOverlaid(documents: readonly unknown[]): unknown[] {
  type Doc = { _id: string };
  const drafts = new Map<string, Doc>();
  for (const doc of documents as Doc[]) {
    if (doc._id.startsWith('drafts.')) drafts.set(doc._id.slice(7), doc);
  }
  if (drafts.size === 0) return [...documents];
  const out: unknown[] = [];
  for (const doc of documents as Doc[]) {
    if (doc._id.startsWith('drafts.')) continue;
    const draft = drafts.get(doc._id);
    out.push(draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc);
    drafts.delete(doc._id);
  }
  for (const [id, draft] of drafts) out.push({ ...draft, _id: id, _originalId: draft._id });
  return out;
}

export function defaultDatasetPath(): string {
  // Next and Jest both run with web/ as the working directory. turbopackIgnore: the path is
  // chosen at run time; followed, `next build` would trace the whole project into the server.
  return (
    process.env.CONTENT_DATASET_PATH ??
    path.join(
      /* turbopackIgnore: true */ process.cwd(),
      '..',
      'schemas',
      'seed',
      'production.ndjson',
    )
  );
}

/** The seed dataset, re-read when the file changes (so editing it needs no restart). */
export function localSource(file: string = defaultDatasetPath()): ContentSource {
  let cached: { mtimeMs: number; documents: unknown[] } | null = null;

  function documents(): unknown[] {
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '');
      cached = { mtimeMs, documents: lines.map((line) => JSON.parse(line)) };
    }
    return cached.documents;
  }

  return {
    kind: 'local',
    revision() {
      const { mtimeMs, size } = statSync(file);
      return `${mtimeMs}:${size}`;
    },
    async fetch<R>(
      query: string,
      params: QueryParams = {},
      options: FetchOptions = {},
    ): Promise<R> {
      const tree = parse(query, { params });
      const dataset = options.drafts ? withDraftsOverlaid(documents()) : documents();
      const result = await evaluate(tree, { dataset, params });
      return (await result.get()) as R;
    },
  };
}

let source: ContentSource | null = null;

export function getContentSource(): ContentSource {
  source ??= process.env.SANITY_PROJECT_ID ? sanitySource() : localSource();
  return source;
}

/** For tests: use another source (e.g. a dataset with broken documents). */
export function setContentSource(next: ContentSource | null): void {
  source = next;
}
