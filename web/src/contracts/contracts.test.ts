/**
 * The contracts' error ids are catalogue ids: each has an English and a German message in the
 * seed's errorMessage documents (SPEC 8), so the client can show every answer a route gives.
 * And each domain error code has its HTTP status in the one table.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_ERROR_CODES } from '@/server/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/http/domain-status';
import { SEED_PATH } from '@/test/content-seed';
const messages = new Map(
  readFileSync(SEED_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"errorMessage"'))
    .map(
      (line) =>
        JSON.parse(line) as {
          errorId: string;
          messageToUser_en?: string;
          messageToUser_de?: string;
        },
    )
    .map((doc) => [doc.errorId, doc]),
);

/**
 * The ids with words in `language` outside the catalogue: the desk's and the manage page's
 * `errors` of public/locales (the staff desk's words live there, docs/staff-desk.md).
 */
function localeErrorIds(language: 'en' | 'de'): Set<string> {
  const dir = path.join(__dirname, '..', '..', 'public', 'locales', language);
  const ids = new Set<string>();
  for (const file of readdirSync(dir)) {
    const errors = (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { errors?: object })
      .errors;
    for (const id of Object.keys(errors ?? {})) ids.add(id);
  }
  return ids;
}

/**
 * Every `<ROUTE>_ERROR_IDS` list of every contract module, by module. The Sanity-facing
 * revalidate and the never-shown build id answer ids that are not catalogue ids.
 */
const NOT_CATALOGUE = new Set(['revalidate', 'build-id']);

async function routeErrorIds(): Promise<[string, readonly string[]][]> {
  const lists: [string, readonly string[]][] = [];
  const modules = readdirSync(__dirname).filter(
    (file) => /^[a-z0-9-]+\.ts$/.test(file) && !NOT_CATALOGUE.has(file.replace(/\.ts$/, '')),
  );
  for (const file of modules) {
    const exports = (await import(path.join(__dirname, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (name.endsWith('_ERROR_IDS') && Array.isArray(value))
        lists.push([`${file.replace(/\.ts$/, '')} ${name}`, value as readonly string[]]);
  }
  return lists;
}

it('every error id of every contract has words in English and German', async () => {
  const lists = await routeErrorIds();
  expect(lists.length).toBeGreaterThan(60);
  const [en, de] = [localeErrorIds('en'), localeErrorIds('de')];
  const worded = (id: string) => {
    const doc = messages.get(id);
    return (
      (Boolean(doc?.messageToUser_en) || en.has(id)) &&
      (Boolean(doc?.messageToUser_de) || de.has(id))
    );
  };
  const missing = lists.flatMap(([list, ids]) =>
    ids.filter((id) => !worded(id)).map((id) => `${list}: ${id}`),
  );
  expect(missing).toEqual([]);
});

it('maps every domain error code to a status', () => {
  for (const code of DOMAIN_ERROR_CODES)
    expect(DOMAIN_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
});

it('has a contract module for every API route', () => {
  const apiDir = path.join(__dirname, '..', 'pages', 'api');
  const routes = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, '').split(path.sep).join('/'));
  expect(routes.length).toBeGreaterThan(30);
  const missing = routes.filter(
    // staff/booking/[id] -> staff-booking.ts; staff/booking/[id]/move -> staff-booking-move.ts;
    // a catch-all route (staff/auth/[...all]) has the contract of its folder (staff-auth.ts).
    (route) =>
      !existsSync(
        path.join(
          __dirname,
          `${route
            .replace(/\/\[\.\.\.\w+\]$/, '')
            .replace(/\/\[[^\]]+\]/g, '')
            .replaceAll('/', '-')}.ts`,
        ),
      ),
  );
  expect(missing).toEqual([]);
});
