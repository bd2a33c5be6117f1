/**
 * The signed Studio endpoints: upcoming bookings that depend on a document (by _id and room
 * key), and documents the site leaves out, reported to staff once per document version.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as createRoute from '@/pages/api/reservation/create';
import * as problemsRoute from '@/pages/api/studio/content-problems';
import * as dependentsRoute from '@/pages/api/studio/dependents';
import { defaultDatasetPath, localSource, setContentSource } from '@/server/content/source';
import { findContentProblems } from '@/server/content';
import { reportContentProblems, type ContentProblem } from '@/server/content/problems';
import { signStudioRequest } from '@/server/studio/signature';
import { startApi, type TestApi } from '@/test/api';
import { clientIp, createBody, upcomingSlots } from '@/test/booking';
import { setupTestDb } from '@/test/db';

const t = setupTestDb();
const SECRET = 'test-shared-secret';
let dependents: TestApi, problems: TestApi, create: TestApi;
let dir: string;

function signed(endpoint: string, type: string, id: string, ts = Date.now()) {
  return { type, id, ts: String(ts), sig: signStudioRequest({ endpoint, type, id, ts }, SECRET) };
}

beforeAll(async () => {
  process.env.STUDIO_SHARED_SECRET = SECRET;
  dir = await mkdtemp(path.join(os.tmpdir(), 'studio-'));
  dependents = await startApi(dependentsRoute, '/api/studio/dependents');
  problems = await startApi(problemsRoute, '/api/studio/content-problems');
  create = await startApi(createRoute, '/api/reservation/create');
});
afterAll(async () => {
  setContentSource(null);
  delete process.env.STUDIO_SHARED_SECRET;
  await Promise.all([dependents, problems, create].map((a) => a.close()));
  await rm(dir, { recursive: true, force: true });
});

type Count = { upcoming: number };

it('counts upcoming bookings per location, check-up, service and room', async () => {
  const [start] = await upcomingSlots({
    locationSlug: 'zurich_bellevue',
    checkupSlug: 'whole_body_scan_with_blood_test',
    services: ['dxa'],
  });
  const made = await create.post(
    createBody({ timeSlotStart: start, services: ['dxa'] }),
    clientIp(),
  );
  expect(made.status).toBe(201);
  const count = async (type: string, id: string) =>
    (await dependents.get<Count>(signed('dependents', type, id))).body.upcoming;
  expect(await count('location', 'location.zurich_bellevue')).toBe(1);
  expect(await count('location', 'drafts.location.zurich_bellevue')).toBe(1); // a draft counts as its document
  expect(await count('location', 'location.bern')).toBe(0);
  expect(await count('checkupPackage', 'checkupPackage.whole_body_scan_with_blood_test')).toBe(1);
  expect(await count('service', 'service.dxa')).toBe(1);
  expect(await count('service', 'service.blood_test')).toBe(1); // included in the booked check-up
  expect(await count('service', 'service.lung_ct')).toBe(0);
  const rooms = await Promise.all(
    ['zrh-mri-1', 'zrh-mri-2', 'zrh-mri-3'].map((k) =>
      count('room', `location.zurich_bellevue:${k}`),
    ),
  );
  expect(rooms.reduce((a, b) => a + b, 0)).toBe(1);
});

it('refuses unsigned, wrongly signed and stale requests with 401 and a catalogue id', async () => {
  const good = signed('dependents', 'location', 'location.bern');
  for (const query of [
    { ...good, sig: '0'.repeat(64) },
    { ...good, id: 'location.zurich_bellevue' }, // signature of another id
    signed('dependents', 'location', 'location.bern', Date.now() - 10 * 60_000),
    signed('content-problems', 'location', 'location.bern'), // another endpoint's signature
  ]) {
    const res = await dependents.get(query);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'studio-signature-invalid' });
  }
  expect((await dependents.get({ type: 'location' })).status).toBe(400);
  const unknown = await dependents.get(signed('dependents', 'tag', 'tag.popular'));
  expect(unknown.body).toEqual({ error: 'invalid-request' });
});

it('names a document the site leaves out, and reports each version to staff once', async () => {
  const lines = (await readFile(defaultDatasetPath(), 'utf8')).split('\n').filter(Boolean);
  const broken = path.join(dir, 'broken.ndjson');
  await writeFile(
    broken,
    lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .map((d) => (d._id === 'service.dxa' ? { ...d, _rev: 'rev-1', title_de: null } : d))
      .map((d) => JSON.stringify(d))
      .join('\n'),
  );
  setContentSource(localSource(broken));
  const res = await problems.get<{ problems: ContentProblem[] }>(
    signed('content-problems', 'content', 'drafts.service.dxa'),
  );
  expect(res.status).toBe(200);
  expect(res.body.problems).toEqual([
    expect.objectContaining({
      type: 'service',
      id: 'service.dxa',
      rev: 'rev-1',
      summary: 'not shown on the site: German title missing',
    }),
  ]);

  const sent: string[] = [];
  const notify = (p: ContentProblem) => sent.push(`${p.id}@${p.rev}`);
  const found = await findContentProblems();
  await reportContentProblems(t.db, found, notify);
  await reportContentProblems(t.db, found, notify); // the same version again: not repeated
  await reportContentProblems(t.db, [{ ...found[0]!, rev: 'rev-2' }], notify); // a new version
  expect(sent).toEqual(['service.dxa@rev-1', 'service.dxa@rev-2']);
});
