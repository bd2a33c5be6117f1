/**
 * A local stand-in of Sanity's Content Lake query API for tests: GET and POST
 * /v<version>/data/query/<dataset>, answered by groq-js over an in-memory dataset with the
 * perspectives the site uses (published: no drafts; drafts: drafts over published; raw: all).
 * Like the real API it shows drafts and system documents (sanity.* types, e.g. Presentation's
 * preview secrets) only to a request with the token. Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { withDraftsOverlaid } from '@/server/content/source';

export type Doc = { _id: string; _type: string; [field: string]: unknown };
export type LakeRequest = {
  perspective: string;
  token: string | null;
  query: string;
  params: Record<string, unknown>;
};

export type ContentLakeStandIn = {
  /** The apiHost for @sanity/client (SANITY_API_HOST). */
  url: string;
  requests: LakeRequest[];
  documents: Doc[];
  close(): Promise<void>;
};

function visible(documents: Doc[], perspective: string, authorised: boolean): unknown[] {
  const readable = authorised
    ? documents
    : documents.filter((d) => !d._id.startsWith('drafts.') && !d._type.startsWith('sanity.'));
  if (perspective === 'raw') return readable;
  if (perspective === 'drafts' || perspective === 'previewDrafts')
    return withDraftsOverlaid(readable);
  return readable.filter((d) => !(d as Doc)._id.startsWith('drafts.'));
}

export async function startContentLake(
  documents: Doc[],
  token: string,
): Promise<ContentLakeStandIn> {
  const requests: LakeRequest[] = [];
  const state = { documents };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://lake');
        if (!/^\/v[\d-]+\/data\/query\/[\w-]+$/.test(url.pathname)) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
          return;
        }
        let query = url.searchParams.get('query') ?? '';
        const params: Record<string, unknown> = {};
        for (const [key, value] of url.searchParams)
          if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
        if (req.method === 'POST') {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            query: string;
            params?: Record<string, unknown>;
          };
          query = body.query;
          Object.assign(params, body.params ?? {});
        }
        const perspective = url.searchParams.get('perspective') ?? 'raw';
        const auth = req.headers.authorization ?? null;
        const given = auth?.replace(/^Bearer /, '') ?? null;
        requests.push({ perspective, token: given, query, params });
        if (given !== null && given !== token) {
          res
            .writeHead(401, { 'content-type': 'application/json' })
            .end('{"error":"Unauthorized","message":"Session not found"}');
          return;
        }
        try {
          const dataset = visible(state.documents, perspective, given === token);
          const result = await (
            await evaluate(parse(query, { params }), { dataset, params })
          ).get();
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ query, result, ms: 1 }));
        } catch (err) {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: String(err) }));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get documents() {
      return state.documents;
    },
    set documents(next: Doc[]) {
      state.documents = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
