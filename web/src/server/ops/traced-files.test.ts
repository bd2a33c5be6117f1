/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tracedProjectFiles } from './traced-files';

/** A project folder inside a workspace, with one trace per entry of `traces` in its build. */
function buildWith(traces: Record<string, string[]>): { project: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'traced-'));
  const project = path.join(root, 'web');
  const dist = path.join(project, '.next');
  for (const [name, files] of Object.entries(traces)) {
    const file = path.join(dist, 'server', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ version: 1, files }));
  }
  return { project, dist };
}

describe('tracedProjectFiles', () => {
  test("names the project's own files, not packages, the build or package.json files", () => {
    const { project, dist } = buildWith({
      'pages/api/ready.js.nft.json': [
        '../../chunks/[turbopack]_runtime.js',
        '../../../node_modules/next/dist/server/next.js',
        '../../../../../node_modules/@electric-sql/pglite/dist/index.js',
        '../../../../package.json',
        '../../../../../package.json',
        '../../../../src/server/sms/outbox.ts',
      ],
      'pages/api/booking/manage.js.nft.json': [
        '../../../../../src/server/sms/outbox.ts',
        '../../../../../../docs/sms.md',
        '../../../../../.data/outbox/1.eml',
      ],
      'pages/index.js': ['not a trace'],
    });
    expect(tracedProjectFiles(dist, project)).toEqual([
      '../docs/sms.md',
      '.data/outbox/1.eml',
      'src/server/sms/outbox.ts',
    ]);
  });

  test('answers none for a build whose traces stay in packages and the build', () => {
    const { project, dist } = buildWith({
      'pages/api/ready.js.nft.json': [
        '../../chunks/a.js',
        '../../../../../node_modules/pg/lib/index.js',
      ],
    });
    expect(tracedProjectFiles(dist, project)).toEqual([]);
  });
});
