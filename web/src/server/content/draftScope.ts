/**
 * Draft preview for the Pages Router: a page rendered in draft mode (context.draftMode, set by
 * /api/preview/enable) reads every content query of its getStaticProps with the drafts
 * perspective. An async scope carries that fact to the content reads, so the many loaders keep
 * their signatures; outside the scope every read is published content.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { GetStaticProps, GetStaticPropsContext, GetStaticPropsResult } from 'next';

const scope = new AsyncLocalStorage<{ drafts: true }>();

export function readsDrafts(): boolean {
  return scope.getStore()?.drafts === true;
}

/** Runs `work` with draft reads (tests, and the wrapper below). */
export function withDraftReads<T>(work: () => Promise<T>): Promise<T> {
  return scope.run({ drafts: true }, work);
}

/**
 * An API route's `work`, with draft reads when the request is in Next's draft mode. Next sets
 * `req.draftMode` only for a draft-mode cookie (`__prerender_bypass`) equal to this build's
 * preview id (res.setDraftMode, /api/preview/enable); any other cookie reads published content.
 * Routes that answer page content in preview use it (the summary panel's prices, docs/preview.md).
 */
export function withDraftReadsIn<T>(
  request: { draftMode?: boolean },
  work: () => Promise<T>,
): Promise<T> {
  return request.draftMode === true ? withDraftReads(work) : work();
}

/**
 * getStaticProps that reads drafts in draft mode and tells the page so (`draftMode: true`
 * shows the leave-preview bar). Next renders draft-mode requests on demand and caches nothing.
 */
export function withDraftContent<P extends Record<string, unknown>>(
  getStaticProps: GetStaticProps<P>,
): GetStaticProps<P & { draftMode?: true }> {
  return async (context: GetStaticPropsContext) => {
    if (!context.draftMode) return getStaticProps(context);
    const result: GetStaticPropsResult<P> = await withDraftReads(async () =>
      getStaticProps(context),
    );
    if (!('props' in result)) return result;
    return { ...result, props: { ...(await result.props), draftMode: true as const } };
  };
}
