/**
 * Runs a real Next API route handler behind a real local HTTP server, through Next's own
 * apiResolver, so query parsing, body parsing, size limits and res helpers behave as in
 * production. Requests go over the network stack with fetch.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import querystring from 'node:querystring';
import type { NextApiHandler, PageConfig } from 'next';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';

export type RouteModule = NextApiHandler | { default: NextApiHandler; config?: PageConfig };

export type ApiRequest = {
  method?: string;
  /** Query parameters; arrays become repeated keys. */
  query?: Record<string, string | string[] | undefined>;
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** 'manual' answers a redirect as it is (every path reaches this one route). */
  redirect?: RequestRedirect;
};

export type ApiResponse<T = unknown> = {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: T;
};

export type TestApi = {
  url: string;
  request<T = unknown>(req?: ApiRequest): Promise<ApiResponse<T>>;
  get<T = unknown>(
    query?: ApiRequest['query'],
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  post<T = unknown>(body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  close(): Promise<void>;
};

/** The draft-mode cookie's value these servers accept (`__prerender_bypass`; Next's build id). */
export const TEST_PREVIEW_MODE_ID = 'test-preview-mode-id';

// Next requires ids and keys of at least 16 characters for draft mode (res.setDraftMode).
const apiContext = {
  previewModeId: TEST_PREVIEW_MODE_ID,
  previewModeEncryptionKey: 'test-preview-encryption-key',
  previewModeSigningKey: 'test-preview-signing-key',
  dev: false,
};

/** What every route file exports (src/test/routes/hostile-input.test.ts checks them). */
const ROUTE_CONFIG: PageConfig = { api: { bodyParser: false } };

/**
 * Starts a server for one route module; close() it when done. A bare handler runs with the
 * config every route file exports; a module runs with its own.
 */
export async function startApi(route: RouteModule, path = '/api/test'): Promise<TestApi> {
  const mod = typeof route === 'function' ? { default: route, config: ROUTE_CONFIG } : route;
  const server = http.createServer((req, res) => {
    const search = (req.url ?? '').split('?')[1] ?? '';
    void apiResolver(req, res, querystring.parse(search), mod, apiContext, false, false, path);
  });
  // The embedded database runs on this event loop and can hold it for seconds under load: a
  // socket idle past Node's default 5 s would be closed while fetch reuses it (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}${path}`;

  async function request<T>(req: ApiRequest = {}): Promise<ApiResponse<T>> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(req.query ?? {})) {
      for (const item of Array.isArray(v) ? v : v === undefined ? [] : [v]) qs.append(k, item);
    }
    const target = qs.size ? `${url}?${qs}` : url;
    const hasBody = req.body !== undefined;
    const res = await fetch(target, {
      method: req.method ?? 'GET',
      redirect: req.redirect,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
      },
      body: hasBody
        ? typeof req.body === 'string'
          ? req.body
          : JSON.stringify(req.body)
        : undefined,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text, the test will say what it expected
    }
    return { status: res.status, headers: res.headers, body: body as T };
  }

  return {
    url,
    request,
    get: (query, headers) => request({ method: 'GET', query, headers }),
    post: (body, headers) => request({ method: 'POST', body, headers }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** One request to a route, on a server started and stopped around it. */
export async function callApi<T = unknown>(
  route: RouteModule,
  req: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const api = await startApi(route);
  try {
    return await api.request<T>(req);
  } finally {
    await api.close();
  }
}

/**
 * A test file's route servers (`name: [route, path]`), started before all its tests and closed
 * after them: each stands for its TestApi from then on.
 */
export function routeApis<K extends string>(
  routes: Record<K, [RouteModule, string]>,
): Record<K, TestApi> {
  const names = Object.keys(routes) as K[];
  const started = new Map<K, TestApi>();
  const api = (name: K) => started.get(name)!;
  beforeAll(async () => {
    for (const name of names) {
      const [route, path] = routes[name];
      started.set(name, await startApi(route, path));
    }
  });
  afterAll(async () => {
    await Promise.all([...started.values()].map((a) => a.close()));
  });
  return Object.fromEntries(
    names.map((name): [K, TestApi] => [
      name,
      {
        get url() {
          return api(name).url;
        },
        request: (req) => api(name).request(req),
        get: (query, headers) => api(name).get(query, headers),
        post: (body, headers) => api(name).post(body, headers),
        close: () => api(name).close(),
      },
    ]),
  ) as Record<K, TestApi>;
}
