import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createRevalidateHandler } from './handler';
import {
  datasetChanges,
  localChangeStream,
  rebuildBodies,
  sanityChangeStream,
  signedRevalidate,
  startContentListener,
  type ChangeStream,
  type ContentChange,
  type Listenable,
} from './listener';
import { selfRevalidateUrl } from './start-listener';

const line = (doc: Record<string, unknown>) => JSON.stringify(doc);
const dataset = (...docs: Record<string, unknown>[]) => docs.map(line).join('\n') + '\n';

describe('datasetChanges', () => {
  it('finds changed, added and removed published documents; drafts do not count', () => {
    const before = dataset(
      { _id: 'a', _type: 'service', title: 'A' },
      { _id: 'b', _type: 'location', title: 'B' },
      { _id: 'c', _type: 'service', title: 'C' },
    );
    const after = dataset(
      { _id: 'a', _type: 'service', title: 'A' },
      { _id: 'b', _type: 'location', title: 'B2' },
      { _id: 'drafts.c', _type: 'service', title: 'C draft' },
      { _id: 'd', _type: 'faq', title: 'D' },
    );
    expect(datasetChanges(before, after)).toEqual([
      { type: 'location', id: 'b' },
      { type: 'faq', id: 'd' },
      { type: 'service', id: 'c' },
    ]);
    expect(datasetChanges(after, after)).toEqual([]);
  });
});

describe('rebuildBodies', () => {
  it('one change is one webhook body; after a gap all is rebuilt', () => {
    expect(rebuildBodies([{ type: 'service', id: 's' }])).toEqual([{ _type: 'service', _id: 's' }]);
    expect(rebuildBodies(null)).toEqual([{}]);
  });

  it('a batch is one rebuild, each location its own (its rebuild looks at the waitlist)', () => {
    expect(
      rebuildBodies([
        { type: 'service', id: 's' },
        { type: 'location', id: 'l1' },
        { type: 'faq', id: 'f' },
        { type: 'service', id: 's' },
        { type: 'location', id: 'l2' },
      ]),
    ).toEqual([{ _type: 'location', _id: 'l1' }, { _type: 'location', _id: 'l2' }, {}]);
    expect(
      rebuildBodies([
        { type: 'location', id: 'l1' },
        { type: 'service', id: 's' },
      ]),
    ).toEqual([
      { _type: 'location', _id: 'l1' },
      { _type: 'service', _id: 's' },
    ]);
  });
});

/** Polls until `done` holds (at most 5 s): a loaded host runs timers late. */
async function waitFor(done: () => boolean): Promise<void> {
  const until = Date.now() + 5000;
  while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}

/** A stream the test drives by hand. */
function manualStream(): { stream: ChangeStream; emit: (c: ContentChange[] | null) => void } {
  let emit: (c: ContentChange[] | null) => void = () => {};
  return {
    stream: (e) => {
      emit = e;
      return () => {};
    },
    emit: (c) => emit(c),
  };
}

describe('startContentListener', () => {
  it('debounces changes into one rebuild, sent one after another', async () => {
    const { stream, emit } = manualStream();
    const sent: Record<string, string>[] = [];
    const stop = startContentListener({
      stream,
      revalidate: async (body) => {
        sent.push(body);
      },
      debounceMs: 20,
    });
    emit([{ type: 'service', id: 's1' }]);
    emit([{ type: 'service', id: 's2' }]);
    await waitFor(() => sent.length >= 1);
    expect(sent).toEqual([{}]);
    emit([{ type: 'faq', id: 'f' }]);
    emit(null);
    await waitFor(() => sent.length >= 2);
    expect(sent).toEqual([{}, {}]);
    stop();
  });

  it('a failed rebuild does not stop the next', async () => {
    const { stream, emit } = manualStream();
    let calls = 0;
    const stop = startContentListener({
      stream,
      revalidate: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
      },
      debounceMs: 5,
    });
    emit([{ type: 'service', id: 's' }]);
    await waitFor(() => calls >= 1);
    emit([{ type: 'service', id: 's' }]);
    await waitFor(() => calls >= 2);
    expect(calls).toBe(2);
    stop();
  });
});

describe('localChangeStream', () => {
  it('reports the documents a save of the dataset changed', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'listener-')), 'production.ndjson');
    writeFileSync(file, dataset({ _id: 'a', _type: 'service', title: 'A' }));
    const seen: (ContentChange[] | null)[] = [];
    const stop = localChangeStream(file, 20)((changes) => seen.push(changes));
    // A different mtime for the poll to notice on any file system.
    await new Promise((r) => setTimeout(r, 50));
    writeFileSync(
      file,
      dataset({ _id: 'a', _type: 'service', title: 'A2' }, { _id: 'b', _type: 'faq' }),
    );
    await waitFor(() => seen.length > 0);
    stop();
    expect(seen).toEqual([
      [
        { type: 'service', id: 'a' },
        { type: 'faq', id: 'b' },
      ],
    ]);
  });
});

describe('sanityChangeStream', () => {
  type Observer = { next: (e: unknown) => void; error: (e: unknown) => void };
  function fakeClient() {
    const observers: Observer[] = [];
    const queries: string[] = [];
    const client = {
      listen(query: string) {
        queries.push(query);
        return {
          subscribe(o: Observer) {
            observers.push(o);
            return { unsubscribe() {} };
          },
        };
      },
    };
    return { client: client as unknown as Listenable, observers, queries };
  }

  it('reports published mutations; a welcome after a gap rebuilds all; an error resubscribes', async () => {
    const { client, observers, queries } = fakeClient();
    const seen: (ContentChange[] | null)[] = [];
    const stop = sanityChangeStream(client, 10)((c) => seen.push(c));
    expect(queries[0]).toContain('!(_id in path("drafts.**"))');
    observers[0].next({ type: 'welcome' });
    expect(seen).toEqual([]);
    observers[0].next({ type: 'mutation', documentId: 'svc', result: { _type: 'service' } });
    observers[0].next({ type: 'mutation', documentId: 'gone' });
    observers[0].next({ type: 'reconnect' });
    observers[0].next({ type: 'welcome' });
    expect(seen).toEqual([
      [{ type: 'service', id: 'svc' }],
      [{ type: undefined, id: 'gone' }],
      null,
    ]);
    observers[0].error(new Error('unauthorized'));
    await waitFor(() => observers.length > 1);
    expect(observers).toHaveLength(2);
    observers[1].next({ type: 'welcome' });
    expect(seen.at(-1)).toBeNull();
    stop();
  });
});

describe('signedRevalidate', () => {
  const SECRET = 'listener-secret';
  /** A fetch that hands the request to the real webhook handler, as the server would. */
  function handlerFetch(handlerSecret: string, rebuilt: string[]) {
    return (async (_url: string, init: RequestInit) => {
      const req = Readable.from([Buffer.from(String(init.body))]) as unknown as NextApiRequest;
      Object.assign(req, { method: init.method, headers: init.headers });
      let status = 0;
      const res = {
        revalidate: async (p: string) => void rebuilt.push(p),
        status(code: number) {
          status = code;
          return res;
        },
        json: () => res,
        setHeader: () => res,
      };
      await createRevalidateHandler({
        secret: () => handlerSecret,
        rateLimit: async () => true,
        paths: () => ['/de-ch/check-up'],
      })(req, res as unknown as NextApiResponse);
      return new Response(null, { status });
    }) as unknown as typeof fetch;
  }

  it("passes the webhook's signature check; a wrong secret is refused and reported", async () => {
    const rebuilt: string[] = [];
    await signedRevalidate(
      'http://x/api/revalidate',
      SECRET,
      handlerFetch(SECRET, rebuilt),
    )({
      _type: 'service',
      _id: 's',
    });
    expect(rebuilt).toEqual(['/de-ch/check-up']);
    await expect(
      signedRevalidate('http://x', 'wrong', handlerFetch(SECRET, rebuilt))({}),
    ).rejects.toThrow('401');
    expect(rebuilt).toHaveLength(1);
  });

  it("calls the server's own endpoint unless told another", () => {
    expect(selfRevalidateUrl({ PORT: '4123' })).toBe('http://127.0.0.1:4123/api/revalidate');
    expect(selfRevalidateUrl({ REVALIDATE_SELF_URL: 'http://web:3000/api/revalidate' })).toBe(
      'http://web:3000/api/revalidate',
    );
  });
});
