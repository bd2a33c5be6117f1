/**
 * The JSON Schema files in docs/webhooks/schemas/ are the payload schemas (./payload-schemas.ts)
 * as written: a change to one without the other fails here. UPDATE_WEBHOOK_SCHEMAS=1 writes
 * them. The event list of the contracts (the desk's choices) is the lifecycle's.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@/server/db/client';
import { WEBHOOK_EVENTS } from '@/contracts/staff-webhooks';
import { RESERVED_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from './events';
import { jsonSchemaOf, SCHEMA_TYPES } from './payload-schemas';

const dir = path.join(repoRoot(), 'docs', 'webhooks', 'schemas');

it.each(SCHEMA_TYPES)('docs/webhooks/schemas/%s.v1.json is the payload schema', (type) => {
  const file = path.join(dir, `${type}.v1.json`);
  const expected = `${JSON.stringify(jsonSchemaOf(type), null, 2)}\n`;
  if (process.env.UPDATE_WEBHOOK_SCHEMAS === '1') {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, expected);
  }
  expect(readFileSync(file, 'utf8')).toBe(expected);
});

it('offers the desk exactly the events the lifecycle emits', () => {
  expect([...WEBHOOK_EVENTS]).toEqual([...WEBHOOK_EVENT_TYPES]);
  expect(WEBHOOK_EVENT_TYPES).not.toContain(RESERVED_EVENT_TYPES[0]);
});
