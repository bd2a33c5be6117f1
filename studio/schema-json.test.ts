/** The committed schema.json (TypeGen input) must describe the current schema types. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaTypes } from 'schemas';

interface ExtractedType {
  name: string;
  type: string;
  /** Documents carry attributes directly, object types under value. */
  attributes?: Record<string, unknown>;
  value?: { attributes?: Record<string, unknown> };
}

const extracted = JSON.parse(readFileSync(join(__dirname, 'schema.json'), 'utf8')) as ExtractedType[];

describe('schema.json', () => {
  it('lists every document and object type with all of its fields', () => {
    for (const type of schemaTypes) {
      const entry = extracted.find((t) => t.name === type.name);
      expect(entry).toBeDefined();
      const fields = (type as { fields?: { name: string }[] }).fields ?? [];
      const attributes = Object.keys(entry?.attributes ?? entry?.value?.attributes ?? {});
      for (const field of fields) expect(attributes).toContain(field.name);
      // No field left over from an older schema version.
      const own = attributes.filter((a) => !a.startsWith('_'));
      expect(own.sort()).toEqual(fields.map((f) => f.name).sort());
    }
  });
});
