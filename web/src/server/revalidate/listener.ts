/**
 * Fresh without a webhook (docs/operations.md "Publishing content"): the server listens to the
 * content source's changes itself and drives the same signed revalidation a Sanity webhook
 * does, so a lost or failed webhook costs seconds, not the pages' whole ISR period. The webhook
 * stays: it is the path when the listener is down, and Next joins a rebuild already under way.
 *
 * - Sanity: the Content Lake's listener (`client.listen`) on published documents. After a
 *   reconnect every page is rebuilt once, since changes during the gap were not heard.
 * - The local seed dataset: the file is polled (a save may replace it), and the documents that
 *   changed are found by comparing each line with the last one read.
 *
 * The rebuild is a signed POST to the server's own /api/revalidate (handler.ts): Pages Router
 * revalidates only from inside a request (`res.revalidate`), and one way in keeps one set of
 * checks. Changes within DEBOUNCE_MS are one rebuild; a location change goes alone, since its
 * rebuild also looks for waiting entries that now fit (docs/waitlist.md).
 */
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook';
import { errorMessage, log } from '@/server/log';

/** A published document that appeared, changed or went away. */
export type ContentChange = { type?: string; id: string };

/** Reports batches of changes, and `null` when changes may have been missed (rebuild all). */
export type ChangeStream = (emit: (changes: ContentChange[] | null) => void) => () => void;

export const DEBOUNCE_MS = 500;

const isDraft = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.');

/** The documents of an ndjson dataset by id, each as its line (a changed line is a change). */
function linesById(text: string): Map<string, { type?: string; line: string }> {
  const out = new Map<string, { type?: string; line: string }>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const doc = JSON.parse(line) as { _id?: unknown; _type?: unknown };
      if (typeof doc._id !== 'string' || isDraft(doc._id)) continue;
      out.set(doc._id, { type: typeof doc._type === 'string' ? doc._type : undefined, line });
    } catch {
      // A line being written is read again on the next change.
    }
  }
  return out;
}

/** What changed between two reads of a dataset. */
export function datasetChanges(before: string, after: string): ContentChange[] {
  const was = linesById(before);
  const now = linesById(after);
  const changes: ContentChange[] = [];
  for (const [id, doc] of now)
    if (was.get(id)?.line !== doc.line) changes.push({ type: doc.type, id });
  for (const [id, doc] of was) if (!now.has(id)) changes.push({ type: doc.type, id });
  return changes;
}

/** The local dataset file, polled every `intervalMs` (its mtime). */
export function localChangeStream(file: string, intervalMs = 1000): ChangeStream {
  return (emit) => {
    let last = readFileSync(file, 'utf8');
    const onStat = () => {
      let next: string;
      try {
        next = readFileSync(file, 'utf8');
      } catch {
        return; // replaced mid-save: the next poll reads it
      }
      const changes = datasetChanges(last, next);
      last = next;
      if (changes.length > 0) emit(changes);
    };
    watchFile(file, { interval: intervalMs, persistent: false }, onStat);
    return () => unwatchFile(file, onStat);
  };
}

/** The slice of @sanity/client's listener this uses. */
type ListenEvent =
  | { type: 'mutation'; documentId: string; result?: { _type?: string } }
  | { type: 'welcome' | 'reconnect' | string };
export type Listenable = {
  listen(
    query: string,
    params: Record<string, unknown>,
    options: Record<string, unknown>,
  ): {
    subscribe(observer: { next: (event: ListenEvent) => void; error: (err: unknown) => void }): {
      unsubscribe(): void;
    };
  };
};

/** Published documents on the Content Lake; the client reconnects by itself after a drop. */
export function sanityChangeStream(client: Listenable, retryMs = 10_000): ChangeStream {
  return (emit) => {
    let stopped = false;
    let subscription: { unsubscribe(): void } | null = null;
    let timer: NodeJS.Timeout | null = null;
    const subscribe = (resumed: boolean) => {
      let welcomed = false;
      subscription = client
        .listen(
          '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))]',
          {},
          {
            events: ['welcome', 'mutation', 'reconnect'],
            includeResult: true,
            includePreviousRevision: false,
            visibility: 'query',
            tag: 'site.revalidate-listener',
          },
        )
        .subscribe({
          next(event) {
            if (event.type === 'welcome') {
              // The first welcome starts listening; any later one follows a gap.
              if (welcomed || resumed) emit(null);
              welcomed = true;
            } else if (event.type === 'mutation' && 'documentId' in event) {
              emit([{ type: event.result?._type, id: event.documentId }]);
            }
          },
          error(err) {
            // The client gave up (e.g. a bad token): try again later, and rebuild then.
            log.error('content-listener-failed', { message: errorMessage(err) });
            if (!stopped) {
              timer = setTimeout(() => subscribe(true), retryMs);
              timer.unref();
            }
          },
        });
    };
    subscribe(false);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      subscription?.unsubscribe();
    };
  };
}

/** The requests one batch of changes becomes (each a webhook body). */
export function rebuildBodies(changes: ContentChange[] | null): Record<string, string>[] {
  if (changes === null) return [{}];
  const unique = [...new Map(changes.map((c) => [c.id, c])).values()];
  const body = (c: ContentChange): Record<string, string> =>
    c.type ? { _type: c.type, _id: c.id } : { _id: c.id };
  if (unique.length === 1) return [body(unique[0])];
  const locations = unique.filter((c) => c.type === 'location');
  const rest = unique.filter((c) => c.type !== 'location');
  return [
    ...locations.map(body),
    ...(rest.length === 1 ? [body(rest[0])] : rest.length > 1 ? [{}] : []),
  ];
}

export type Revalidate = (body: Record<string, string>) => Promise<void>;

/** A signed POST to `url` (the server's own /api/revalidate), as Sanity's webhook sends it. */
export function signedRevalidate(
  url: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
): Revalidate {
  return async (body) => {
    const payload = JSON.stringify(body);
    const signature = await encodeSignatureHeader(payload, Date.now(), secret);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      body: payload,
    });
    if (!response.ok) throw new Error(`revalidate answered ${response.status}`);
  };
}

/**
 * Listens to `stream` and sends each debounced batch through `revalidate`, one request after
 * another. Returns the stop function.
 */
export function startContentListener({
  stream,
  revalidate,
  debounceMs = DEBOUNCE_MS,
}: {
  stream: ChangeStream;
  revalidate: Revalidate;
  debounceMs?: number;
}): () => void {
  let pending: ContentChange[] | null = [];
  let timer: NodeJS.Timeout | null = null;
  let sending = Promise.resolve();
  const flush = () => {
    timer = null;
    const batch = pending;
    pending = [];
    const started = Date.now();
    sending = sending.then(async () => {
      for (const body of rebuildBodies(batch)) {
        try {
          await revalidate(body);
        } catch (err) {
          // The webhook, or the pages' own ISR period, still brings the change.
          log.error('content-listener-revalidate-failed', { message: errorMessage(err) });
        }
      }
      log.info('content-listener-rebuilt', {
        changes: batch === null ? 'all' : batch.length,
        ms: Date.now() - started,
      });
    });
  };
  const stop = stream((changes) => {
    pending = changes === null || pending === null ? null : [...pending, ...changes];
    if (!timer) {
      timer = setTimeout(flush, debounceMs);
      timer.unref();
    }
  });
  return () => {
    if (timer) clearTimeout(timer);
    stop();
  };
}
