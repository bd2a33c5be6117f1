/**
 * The JSON Schema files in docs/webhooks/schemas/ are the payload schemas (./payload-schemas.ts)
 * as written: a change to one without the other fails here. UPDATE_WEBHOOK_SCHEMAS=1 writes
 * them. The events a subscription can ask for
 * are one list (shared/webhook-events.ts); a reserved one is not among them yet.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@/server/db/client';
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

it('offers no event that is only reserved', () => {
  expect(WEBHOOK_EVENT_TYPES).not.toContain(RESERVED_EVENT_TYPES[0]);
});
