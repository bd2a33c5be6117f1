/**
 * Every API route, as an attacker sends it (docs/security.md "Hostile input"): each file under
 * pages/api is found on disk (a new route is swept without being listed here) and sent, on each
 * method it takes,
 * - junk: malformed JSON, JSON of the wrong kind, a deeply nested array, prototype keys, a body
 *   over every limit, repeated and oversized query keys;
 * - input its own contract accepts in shape (drawn from the request schema's JSON Schema) whose
 *   free strings are hostile: a NUL byte, a lone surrogate, markup, SQL, a path, a huge string.
 * No answer may be a 5xx, a JSON error must be a catalogue id, and a NUL byte or a lone surrogate
 * must be refused (4xx): PostgreSQL cannot store either, so letting one through ends in a 500 or
 * a mangled record. Staff routes are called with an admin's session, so their input is read.
 * Junk changes nothing in the database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import * as ERROR_IDS from '@/contracts/error-ids';
import { METHOD_NOT_ALLOWED, PREVIEW_UNAVAILABLE } from '@/contracts/error-ids';
import { REVALIDATE_ERROR_IDS } from '@/contracts/revalidate';
import { STAFF_AUTH_ERROR_IDS } from '@/contracts/staff-auth';
import {
  startApi,
  type ApiRequest,
  type ApiResponse,
  type RouteModule,
  type TestApi,
} from '@/test/api';
import { clientIp } from '@/test/booking';
import { rowsOf, setupTestDb } from '@/test/db';
import { signedInStaff } from '@/test/staff';
import { STAFF_AUTH_ENDPOINTS } from '@/server/staff/auth/endpoints';
import * as authRoute from '@/pages/api/staff/auth/[...all]';

// No worker: nothing but the requests writes to the database while its tables are counted.
const t = setupTestDb({ worker: false });
// The signed endpoints configured, so their refusals come from reading the request.
const SECRETS = {
  SANITY_REVALIDATE_SECRET: 'hostile-input-revalidate-secret',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'hostile-input-twilio-token',
  TWILIO_FROM: '+41790000000',
  PRIVACY_STAFF_SECRET: 'hostile-input-privacy-secret-0123456789',
};
const saved = Object.fromEntries(Object.keys(SECRETS).map((k) => [k, process.env[k]]));
beforeAll(() => Object.assign(process.env, SECRETS));
afterAll(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});
const API = path.resolve(__dirname, '../../pages/api');
const SRC = path.resolve(__dirname, '../..');
const CATALOGUE = new Set<unknown>([
  ...Object.values(ERROR_IDS as Record<string, unknown>),
  ...REVALIDATE_ERROR_IDS,
  ...STAFF_AUTH_ERROR_IDS,
]);
/** Answers that say a dependency is missing on this machine, not that the input was wrong. */
const UNAVAILABLE_HERE: Record<string, string> = {
  // Preview reads drafts from the Content Lake with a token; the tests have neither.
  'preview/enable': PREVIEW_UNAVAILABLE,
};
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir = API): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? routeFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
    )
    .filter((f) => f.endsWith('.ts'))
    .sort();
}

/** The route's request schemas: the `…Schema` names its source imports from a contract. */
function requestSchemas(file: string): z.ZodType[] {
  const source = readFileSync(file, 'utf8');
  const schemas: z.ZodType[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/contracts\/([^']+)'/g)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a contract found on disk
    const contract = require(path.join(SRC, 'contracts', m[2])) as Record<string, unknown>;
    for (const name of m[1].split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())) {
      const value = contract[name];
      if (/Schema$/.test(name) && value instanceof z.ZodType) schemas.push(value);
    }
  }
  return schemas;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  additionalProperties?: JsonSchema | boolean;
};

/** A string for a format the schema names: valid, so the hostile strings beside it are read. */
const FORMATS: Record<string, () => string> = {
  email: () => `hostile-${randomUUID().slice(0, 8)}@example.ch`,
  uuid: () => randomUUID(),
  date: () => '2030-03-04',
  'date-time': () => '2030-03-04T09:00:00+01:00',
  time: () => '09:00:00',
  uri: () => 'https://example.ch/',
  url: () => 'https://example.ch/',
};

/** A value of `schema`'s shape; free strings are `hostile` (cut to the schema's maxLength). */
function sample(schema: JsonSchema, hostile: string, depth = 0): Json {
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length)
    return sample(choice.find((s) => s.type !== 'null') ?? choice[0], hostile, depth + 1);
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf), hostile, depth + 1);
  const type = Array.isArray(schema.type)
    ? (schema.type.find((x) => x !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {}))
        out[key] = sample(sub, hostile, depth + 1);
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((s) => sample(s, hostile, depth + 1));
      const n = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: n }, () => sample(schema.items ?? {}, hostile, depth + 1));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]();
      const max = schema.maxLength ?? 100_000;
      const value = hostile.length > max ? hostile.slice(0, max) : hostile;
      return value.length >= (schema.minLength ?? 0) ? value : value.padEnd(schema.minLength!, 'x');
    }
    default:
      return hostile;
  }
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Query values are strings: anything else in a sample is sent as its JSON. */
function asQuery(value: Json): Record<string, string | string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      Array.isArray(v)
        ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
        : typeof v === 'string'
          ? v
          : JSON.stringify(v),
    ]),
  );
}

/** Strings PostgreSQL cannot store: always refused. */
const UNSTORABLE = {
  'a NUL byte': 'Anna\u0000Muster',
  'a lone surrogate': 'Anna\ud800Muster',
};
/** Strings that are odd but storable: never a 5xx. */
const ODD = {
  markup: '<svg onload=alert(1)>"\'',
  SQL: "Robert'); DROP TABLE reservations;--",
  'a path': '../../../../etc/passwd%00',
  'right-to-left override': '\u202egnp.exe',
  'a long string': 'x'.repeat(70_000),
};
/** A URL past Node's 16 kB of headers is refused by the server itself (431): shorter in queries. */
const QUERY_LONG = 2_000;
/** Routes that answer a valid request with an event stream: only refusals are awaited. */
const STREAMS = new Set(['staff/events']);

type Sent = { label: string; res: ApiResponse };

const JUNK_BODIES: [string, string][] = [
  ['malformed JSON', '{not json'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['a number', '1e400'],
  ['a deeply nested array', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
  ['a body over every limit', JSON.stringify({ x: 'x'.repeat(2_000_000) })],
];
const JUNK_QUERIES: [string, Record<string, string | string[]>][] = [
  ['repeated keys', { id: ['a', 'b'], token: ['a', 'b'], date: ['2030-03-04', 'x'] }],
  ['NUL bytes', { id: '\u0000', token: 'a\u0000', date: '2030-03-04\u0000', q: '\u0000' }],
  ['an oversized query', { q: 'x'.repeat(8_000), token: 'x'.repeat(8_000) }],
];

let tableNames: string[] | null = null;

/** Every table's row count, in one statement (the tables are listed once: no route adds one). */
async function tableCounts(): Promise<Record<string, number>> {
  tableNames ??= rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => r.name);
  const counts = tableNames.map(
    (name) => sql`(select count(*)::int from ${sql.identifier(name)}) as ${sql.identifier(name)}`,
  );
  const [row] = rowsOf<Record<string, number>>(
    await t.db.execute(sql`select ${sql.join(counts, sql`, `)}`),
  );
  return Object.fromEntries(Object.entries(row).map(([name, n]) => [name, Number(n)]));
}

/** Bookkeeping a refused request may write: rate-limit counters, sessions touched, the audit. */
const BOOKKEEPING = /rate_limit|staff_session|staff_audit|audit/;

/** No 5xx (but a dependency this machine lacks), and every refusal a catalogue id. */
function expectAnswered(name: string, sent: Sent[]): void {
  const failures = sent
    .filter(({ res }) => {
      const id = (res.body as { error?: unknown } | null)?.error;
      if (res.status >= 500) return !(res.status === 503 && id === UNAVAILABLE_HERE[name]);
      return res.status >= 400 && !(typeof id === 'string' && CATALOGUE.has(id));
    })
    .map(({ label, res }) => `${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  expect(failures).toEqual([]);
}

const files = routeFiles();

it('finds the routes on disk', () => {
  expect(files.length).toBeGreaterThan(80);
});

describe.each(files.map((f) => [path.relative(API, f).replace(/\.ts$/, ''), f]))(
  '/api/%s',
  (name, file) => {
    let api: TestApi;
    let headers: Record<string, string> = {};
    /** The methods the route takes: the others answer 405 with the catalogue id. */
    const taken: string[] = [];
    let route: RouteModule;
    beforeAll(async () => {
      route = (await import(file)) as RouteModule;
      api = await startApi(route, `/api/${name}`);
      if (name.startsWith('staff/'))
        headers = (await signedInStaff(t.db, { role: 'admin' })).headers;
      for (const method of METHODS) {
        const { res } = await send(method, { method });
        if (res.status === 405) expect(res.body).toEqual({ error: METHOD_NOT_ALLOWED });
        else taken.push(method);
      }
    });
    afterAll(() => api.close());

    const send = async (label: string, req: ApiRequest): Promise<Sent> => ({
      label,
      res: await api.request({
        ...req,
        redirect: 'manual',
        headers: { ...headers, ...clientIp(), ...req.headers },
      }),
    });

    it('reads its own body: Next parses nothing (one way to read a body, in catalogue ids)', () => {
      expect(typeof route === 'function' ? null : route.config?.api).toMatchObject({
        bodyParser: false,
      });
    });

    it('answers junk with a catalogue id and changes nothing', async () => {
      const before = await tableCounts();
      const sent: Sent[] = [];
      for (const method of taken) {
        for (const [label, query] of JUNK_QUERIES)
          sent.push(await send(`${method} ${label}`, { method, query }));
        if (method === 'GET') continue;
        for (const [label, body] of JUNK_BODIES)
          sent.push(await send(`${method} ${label}`, { method, body }));
        sent.push(
          await send(`${method} a form post`, {
            method,
            body: 'a=1',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        );
      }
      expectAnswered(name, sent);
      const after = await tableCounts();
      const changed = Object.keys(after).filter(
        (k) => !BOOKKEEPING.test(k) && after[k] !== before[k],
      );
      expect(changed).toEqual([]);
    });

    it('answers its own input shape with hostile strings, refusing what cannot be stored', async () => {
      const schemas = requestSchemas(file).map(jsonSchemaOf);
      const sent: Sent[] = [];
      const refused: Sent[] = [];
      for (const schema of schemas.length ? schemas : [{}]) {
        for (const method of taken) {
          const strings = STREAMS.has(name) ? UNSTORABLE : { ...UNSTORABLE, ...ODD };
          for (const [label, text] of Object.entries(strings)) {
            // A URL carries a lone surrogate as U+FFFD: an odd character, nothing to refuse.
            if (method === 'GET' && /surrogate/.test(label)) continue;
            const hostile = method === 'GET' ? text.slice(0, QUERY_LONG) : text;
            const value = sample(schema, hostile);
            const req =
              method === 'GET' ? { method, query: asQuery(value) } : { method, body: value };
            const one = await send(`${method} ${label}`, req);
            sent.push(one);
            // Refused only where the string is sent (a schema may have no free string).
            if (
              label in UNSTORABLE &&
              JSON.stringify(req).includes(JSON.stringify(hostile).slice(1, 6))
            )
              refused.push(one);
          }
        }
      }
      expectAnswered(name, sent);
      const stored = refused
        .filter(({ res }) => res.status < 400)
        .map(({ label, res }) => `${label}: ${res.status}`);
      expect(stored).toEqual([]);
    });
  },
);

describe.each(
  Object.entries(STAFF_AUTH_ENDPOINTS).filter(([, endpoint]) => endpoint.access !== 'closed'),
)('/api/staff/auth%s (the sign-in door)', (endpointPath, endpoint) => {
  it('answers hostile strings with a catalogue id, refusing what cannot be stored', async () => {
    const api = await startApi(authRoute, `/api/staff/auth${endpointPath}`);
    const { headers } = await signedInStaff(t.db, { role: 'admin' });
    const sent: Sent[] = [];
    const refused: Sent[] = [];
    try {
      for (const [label, text] of Object.entries({ ...UNSTORABLE, ...ODD })) {
        if (endpoint.method === 'GET' && /surrogate/.test(label)) continue;
        const hostile = endpoint.method === 'GET' ? text.slice(0, QUERY_LONG) : text;
        const fields = { email: hostile, token: hostile, code: hostile, name: hostile };
        const req: ApiRequest =
          endpoint.method === 'GET'
            ? { query: 'query' in endpoint ? { [String(endpoint.query?.[0])]: hostile } : {} }
            : { method: 'POST', body: fields };
        const one = {
          label,
          res: await api.request({
            ...req,
            redirect: 'manual',
            headers: { ...headers, ...clientIp() },
          }),
        };
        sent.push(one);
        if (label in UNSTORABLE && JSON.stringify(req).includes('Anna\\u')) refused.push(one);
      }
    } finally {
      await api.close();
    }
    expectAnswered(`staff/auth${endpointPath}`, sent);
    expect(refused.filter(({ res }) => res.status < 400).map(({ label }) => label)).toEqual([]);
  });
});
