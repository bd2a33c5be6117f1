/**
 * A json/jsonb value as a driver hands it over: node-postgres parses it, PGlite may give the
 * text. Every reader of a json column or aggregate goes through here.
 */
export function jsonValue<T>(raw: unknown): T {
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as T;
}
