/**
 * The layer rules (layers.eslint.mjs, docs/architecture.md "Layers") refuse an import across
 * a forbidden boundary and let the allowed directions through: fixtures linted with ESLint's
 * Node API under the app's own config, as if they were files at these paths.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const webRoot = path.resolve(__dirname, '../../..');
const LAYER_RULES = ['import/no-restricted-paths', '@typescript-eslint/no-restricted-imports'];

/** The layer rules' reports for each fixture (scripts/lint-fixtures.mjs: ESLint's Node API). */
function lintFixtures(fixtures: [string, string, string][]): string[][] {
  const input = fixtures.map(([, file, source]) => ({ file, source: `${source}\nexport {};\n` }));
  const out = execFileSync(process.execPath, [path.join(webRoot, 'scripts/lint-fixtures.mjs')], {
    cwd: webRoot,
    input: JSON.stringify(input),
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const reports = JSON.parse(out.toString('utf8')) as string[][];
  for (const ids of reports) {
    const fatal = ids.find((id) => id.startsWith('fatal:'));
    if (fatal) throw new Error(fatal);
  }
  return reports.map((ids) => ids.filter((id) => LAYER_RULES.includes(id)));
}

const FORBIDDEN: [string, string, string][] = [
  [
    'a design-system component reading feature state',
    'src/components/Fixture/Fixture.tsx',
    "import { useBookingState } from '@/features/booking/state/BookingProvider';\nvoid useBookingState;",
  ],
  [
    'lib importing a component',
    'src/lib/fixture.ts',
    "import { Button } from '@/components/Button/Button';\nvoid Button;",
  ],
  // The guard `server-only` would give, which the Pages Router refuses (docs/decisions/0010).
  [
    'a design-system component importing a server value',
    'src/components/Fixture/Fixture.tsx',
    "import { getCatalog } from '@/server/content';\nvoid getCatalog;",
  ],
  [
    'lib importing a feature',
    'src/lib/fixture.ts',
    "import { STEPS } from '@/features/booking/steps';\nvoid STEPS;",
  ],
  [
    'lib importing server code',
    'src/lib/fixture.ts',
    "import { defineRoute } from '@/server/http';\nvoid defineRoute;",
  ],
  [
    'server code importing client lib code',
    'src/server/reservations/fixture.ts',
    "import { apiFetch } from '@/lib/fetcher';\nvoid apiFetch;",
  ],
  [
    'a contract importing client lib code',
    'src/contracts/fixture.ts',
    "import type { ApiError } from '@/lib/fetcher';\nexport type X = ApiError;",
  ],
  [
    'server code importing a feature',
    'src/server/reservations/fixture.ts',
    "import { STEPS } from '@/features/booking/steps';\nvoid STEPS;",
  ],
  [
    'server code importing a feature by a relative path',
    'src/server/reservations/fixture.ts',
    "import { STEPS } from '../../features/booking/steps';\nvoid STEPS;",
  ],
  [
    'db/ starting content work',
    'src/server/db/fixture.ts',
    "import { getCatalog } from '@/server/content';\nvoid getCatalog;",
  ],
  [
    'shared/ importing a server value',
    'src/shared/fixture.ts',
    "import { getCatalog } from '@/server/content';\nvoid getCatalog;",
  ],
  [
    'a feature importing a server value',
    'src/features/checkup/fixture.ts',
    "import { getCatalog } from '@/server/content';\nvoid getCatalog;",
  ],
  [
    'a contract importing a server value',
    'src/contracts/fixture.ts',
    "import { createReservation } from '@/server/hold-requests/create';\nvoid createReservation;",
  ],
  [
    'a contract importing a value of server/http (no server module is excepted)',
    'src/contracts/fixture.ts',
    "import { parseQuery } from '@/server/http/parse';\nvoid parseQuery;",
  ],
  [
    'a contract importing a server value by a relative path',
    'src/contracts/fixture.ts',
    "import { STAFF_LINK_HOLD_MINUTES } from '../server/staff/desk/book-for-caller';\nvoid STAFF_LINK_HOLD_MINUTES;",
  ],
  [
    'a contract importing an error id from server',
    'src/contracts/fixture.ts',
    "import { ALREADY_BOOKED } from '@/server/reservations/errors';\nvoid ALREADY_BOOKED;",
  ],
  [
    'an API route importing a feature',
    'src/pages/api/fixture.ts',
    "import { STEPS } from '@/features/booking/steps';\nvoid STEPS;",
  ],
];

const ALLOWED: [string, string, string][] = [
  [
    'a feature importing a component',
    'src/features/checkup/fixture.tsx',
    "import { Button } from '@/components/Button/Button';\nvoid Button;",
  ],
  [
    "a feature's .server.ts module calling the server (getStaticProps only)",
    'src/features/summary-panel/fixture.server.ts',
    "import { getCatalog } from '@/server/content';\nvoid getCatalog;",
  ],
  [
    'shared/ importing a server type',
    'src/shared/fixture.ts',
    "import type { Location } from '@/server/content/model';\nexport type L = Location;",
  ],
  [
    'a contract importing a server type',
    'src/contracts/fixture.ts',
    "import type { CreatedReservation } from '@/server/hold-requests/create';\nexport type C = CreatedReservation;",
  ],
  [
    'a contract importing a shared value',
    'src/contracts/fixture.ts',
    "import { STAFF_ROLES } from '@/shared/staff-roles';\nvoid STAFF_ROLES;",
  ],
  [
    'a server module importing a schema from its contract',
    'src/server/staff/desk/fixture.ts',
    "import { staffNoteRequestSchema } from '@/contracts/staff-booking-note';\nvoid staffNoteRequestSchema;",
  ],
  [
    'a server module importing error ids from the contracts',
    'src/server/reservations/fixture.ts',
    "import { ALREADY_BOOKED } from '@/contracts/error-ids';\nvoid ALREADY_BOOKED;",
  ],
  [
    'an API route calling a server use case',
    'src/pages/api/fixture.ts',
    "import { createReservation } from '@/server/reservations';\nvoid createReservation;",
  ],
  [
    'a server module using another and shared/',
    'src/server/reservations/fixture.ts',
    "import { log } from '@/server/log';\nimport { localized } from '@/shared/localized';\nvoid log; void localized;",
  ],
];

describe('layer rules', () => {
  // One ESLint run for all fixtures: loading the config and the resolver is the slow part.
  let forbidden: string[][];
  let allowed: string[][];
  beforeAll(() => {
    [forbidden, allowed] = [lintFixtures(FORBIDDEN), lintFixtures(ALLOWED)];
  }, 180_000);

  it.each(FORBIDDEN.map((f, i) => [f[0], i] as const))('refuse %s', (_name, i) => {
    expect(forbidden[i]).toHaveLength(1);
  });

  it.each(ALLOWED.map((f, i) => [f[0], i] as const))('allow %s', (_name, i) => {
    expect(allowed[i]).toEqual([]);
  });
});
