/**
 * Validates a document against the compiled schema the way Studio does, for tests and for
 * checking the seed dataset offline: it runs each field's own `validation` rules (built with
 * Sanity's real Rule class) and adds the checks Studio applies implicitly (option lists,
 * reference targets, slug uniqueness, date formats, array keys, unknown fields).
 * Rule flags it does not know make it throw, so a new kind of rule cannot pass unchecked.
 */
import { Rule } from '@sanity/schema';
import type { Schema, SchemaType } from 'sanity';
import type { DatasetClient, SanityDocumentLike } from './datasetClient';

export interface Problem {
  path: string;
  message: string;
}

export interface ValidationEnvironment {
  schema: Schema;
  client: DatasetClient;
  /** Every document of the dataset by _id, to resolve references. */
  documents: ReadonlyMap<string, SanityDocumentLike>;
}

interface RuleSpec {
  flag: string;
  constraint?: unknown;
}
interface RuleLike {
  _rules: RuleSpec[];
  _level?: string;
  _message?: string;
}

type AnyType = SchemaType & {
  fields?: { name: string; type: AnyType }[];
  of?: AnyType[];
  to?: AnyType[];
  options?: {
    list?: unknown[];
    isUnique?: (slug: string, context: unknown) => boolean | Promise<boolean>;
  };
  validation?: unknown;
  type?: AnyType;
};

const SYSTEM_FIELDS = new Set([
  '_id',
  '_type',
  '_rev',
  '_createdAt',
  '_updatedAt',
  '_key',
  '_weak',
  '_strengthenOnPublish',
]);
const SEMANTIC_TYPES = new Set([
  'slug',
  'reference',
  'date',
  'datetime',
  'geopoint',
  'text',
  'string',
  'number',
  'boolean',
]);

function semanticName(type: AnyType): string {
  let current: AnyType | undefined = type;
  while (current) {
    if (SEMANTIC_TYPES.has(current.name)) return current.name;
    current = current.type;
  }
  return type.jsonType;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function listValues(list: unknown[]): unknown[] {
  return list.map((item) =>
    item && typeof item === 'object' && 'value' in item ? (item as { value: unknown }).value : item,
  );
}

function comparable(item: unknown): string {
  if (item && typeof item === 'object') {
    const { _key: _ignored, ...rest } = item as Record<string, unknown>;
    return JSON.stringify(rest);
  }
  return JSON.stringify(item);
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return undefined;
}

function customResultMessages(result: unknown): string[] {
  if (result === true || result === undefined) return [];
  if (result === false) return ['Invalid'];
  if (typeof result === 'string') return [result];
  if (Array.isArray(result)) return result.flatMap(customResultMessages);
  if (result && typeof result === 'object' && 'message' in result)
    return [String((result as { message: unknown }).message)];
  // A message in the Studio's interface languages (LocalizedValidationMessages): its English.
  if (
    result &&
    typeof result === 'object' &&
    typeof (result as Record<string, unknown>)['en-US'] === 'string'
  )
    return [(result as Record<string, string>)['en-US']];
  return [`Unexpected validator result ${JSON.stringify(result)}`];
}

class DocumentValidator {
  readonly problems: Problem[] = [];

  constructor(
    private readonly env: ValidationEnvironment,
    private readonly document: SanityDocumentLike,
  ) {}

  private add(path: string, message: string): void {
    this.problems.push({ path: path || '(document)', message });
  }

  private context(type: AnyType, path: string, parent: unknown) {
    return {
      getClient: () => this.env.client,
      schema: this.env.schema,
      document: this.document,
      parent,
      type,
      path: path.split('.').filter(Boolean),
      environment: 'cli' as const,
    };
  }

  private async applyRules(
    type: AnyType,
    value: unknown,
    path: string,
    parent: unknown,
  ): Promise<void> {
    if (typeof type.validation !== 'function') return;
    const built = (type.validation as (rule: unknown) => unknown)(new Rule(type));
    const rules = (Array.isArray(built) ? built : [built]).filter(Boolean) as RuleLike[];
    for (const rule of rules) {
      if (rule._level && rule._level !== 'error') continue; // warnings never block a publish
      for (const spec of rule._rules) {
        const message = await this.checkSpec(spec, type, value, path, parent);
        for (const m of message) this.add(path, rule._message ?? m);
      }
    }
  }

  private async checkSpec(
    spec: RuleSpec,
    type: AnyType,
    value: unknown,
    path: string,
    parent: unknown,
  ): Promise<string[]> {
    const { flag, constraint } = spec;
    if (flag === 'custom') {
      const fn = constraint as (v: unknown, c: unknown) => unknown;
      return customResultMessages(await fn(value, this.context(type, path, parent)));
    }
    if (flag === 'presence') return constraint === 'required' && isEmpty(value) ? ['Required'] : [];
    if (flag === 'type') return [];
    if (value === undefined || value === null) return []; // other rules only judge present values
    switch (flag) {
      case 'min': {
        const size = sizeOf(value);
        return size !== undefined && size < (constraint as number)
          ? [`Must be at least ${String(constraint)}`]
          : [];
      }
      case 'max': {
        const size = sizeOf(value);
        return size !== undefined && size > (constraint as number)
          ? [`Must be at most ${String(constraint)}`]
          : [];
      }
      case 'integer':
        return Number.isInteger(value) ? [] : ['Must be a whole number'];
      case 'regex': {
        const { pattern, name, invert } = constraint as {
          pattern: RegExp;
          name?: string;
          invert: boolean;
        };
        const matches = typeof value === 'string' && pattern.test(value);
        return matches !== invert ? [] : [`Does not match ${name ?? String(pattern)}`];
      }
      case 'unique': {
        if (!Array.isArray(value)) return [];
        const seen = new Set<string>();
        const dupes = value
          .map(comparable)
          .filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
        return dupes.length ? [`Duplicate items: ${dupes.join(', ')}`] : [];
      }
      case 'valid':
        return (constraint as unknown[]).includes(value)
          ? []
          : [`Must be one of ${JSON.stringify(constraint)}`];
      default:
        throw new Error(
          `validateDocument: rule flag "${flag}" at ${path} is not supported; extend the validator`,
        );
    }
  }

  async validateValue(type: AnyType, value: unknown, path: string, parent: unknown): Promise<void> {
    await this.applyRules(type, value, path, parent);
    if (value === undefined || value === null) return;
    await this.implicitChecks(type, value, path);
  }

  private async implicitChecks(type: AnyType, value: unknown, path: string): Promise<void> {
    const kind = semanticName(type);
    const json = type.jsonType;
    const actual = Array.isArray(value) ? 'array' : typeof value;
    if (actual !== json) {
      this.add(path, `Expected ${json}, got ${actual}`);
      return;
    }
    const list = type.options?.list;
    if (Array.isArray(list) && list.length && !listValues(list).includes(value)) {
      this.add(path, `${JSON.stringify(value)} is not one of the allowed values`);
    }
    if (kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value as string))
      this.add(path, 'Not a date (yyyy-MM-dd)');
    if (kind === 'datetime' && Number.isNaN(Date.parse(value as string)))
      this.add(path, 'Not a date-time');
    if (json === 'array') await this.validateArray(type, value as unknown[], path);
    if (json === 'object')
      await this.validateObject(type, kind, value as Record<string, unknown>, path);
  }

  private async validateArray(type: AnyType, items: unknown[], path: string): Promise<void> {
    const members = type.of ?? [];
    for (const [index, item] of items.entries()) {
      const itemPath = `${path}[${index}]`;
      let member: AnyType | undefined;
      if (item && typeof item === 'object') {
        const keyed = item as { _key?: unknown; _type?: unknown };
        if (typeof keyed._key !== 'string' || keyed._key === '')
          this.add(itemPath, 'Array item without _key');
        member = members.find(
          (m) =>
            m.jsonType === 'object' &&
            (keyed._type === undefined ? members.length === 1 : m.name === keyed._type),
        );
      } else {
        member = members.find((m) => m.jsonType === typeof item);
      }
      if (!member) {
        this.add(itemPath, 'Item type not allowed in this array');
        continue;
      }
      await this.validateValue(member, item, itemPath, items);
    }
    const keys = items
      .map((item) =>
        item && typeof item === 'object' ? (item as { _key?: unknown })._key : undefined,
      )
      .filter((key): key is string => typeof key === 'string');
    if (new Set(keys).size !== keys.length) this.add(path, 'Duplicate _key in array');
  }

  private async validateObject(
    type: AnyType,
    kind: string,
    value: Record<string, unknown>,
    path: string,
  ): Promise<void> {
    if (kind === 'reference') {
      const target =
        typeof value._ref === 'string' ? this.env.documents.get(value._ref) : undefined;
      const allowed = (type.to ?? []).map((t) => t.name);
      if (!target) this.add(path, `Reference to missing document ${String(value._ref)}`);
      else if (!allowed.includes(target._type))
        this.add(path, `Reference to ${target._type}, expected ${allowed.join(' or ')}`);
      return;
    }
    if (kind === 'geopoint') {
      const { lat, lng } = value as { lat?: unknown; lng?: unknown };
      if (
        typeof lat !== 'number' ||
        lat < -90 ||
        lat > 90 ||
        typeof lng !== 'number' ||
        lng < -180 ||
        lng > 180
      ) {
        this.add(path, 'Geopoint needs lat (-90..90) and lng (-180..180)');
      }
      return;
    }
    const fields = type.fields ?? [];
    for (const key of Object.keys(value)) {
      if (!SYSTEM_FIELDS.has(key) && !fields.some((f) => f.name === key))
        this.add(join(path, key), 'Unknown field');
    }
    for (const field of fields) {
      await this.validateValue(field.type, value[field.name], join(path, field.name), value);
    }
    if (kind === 'slug' && typeof value.current === 'string' && type.options?.isUnique) {
      const unique = await type.options.isUnique(value.current, this.context(type, path, value));
      if (!unique) this.add(path, `Slug "${value.current}" is already used`);
    }
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

export async function validateDocument(
  env: ValidationEnvironment,
  document: SanityDocumentLike,
): Promise<Problem[]> {
  const type = env.schema.get(document._type) as AnyType | undefined;
  if (!type || type.jsonType !== 'object' || !('fields' in type)) {
    return [{ path: '_type', message: `Unknown document type ${document._type}` }];
  }
  const validator = new DocumentValidator(env, document);
  await validator.validateValue(type, document, '', undefined);
  return validator.problems;
}
