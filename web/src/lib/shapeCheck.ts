/**
 * Small hand-written shape checks for data the browser reads back (sessionStorage, API
 * answers shown as they are). zod does the same, but its runtime on every page would
 * count against the JS budgets (docs/performance.md); these few parsers cost under 1 kB.
 */
/** A parser answers the checked value (objects rebuilt with their known keys only) or INVALID. */
export const INVALID = Symbol('invalid');
export type Parser<T> = (value: unknown) => T | typeof INVALID;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string: Parser<string> = (v) => (typeof v === 'string' ? v : INVALID);
export const number: Parser<number> = (v) =>
  typeof v === 'number' && Number.isFinite(v) ? v : INVALID;
export const boolean: Parser<boolean> = (v) => (typeof v === 'boolean' ? v : INVALID);
/** Any plain object, copied as it is (for data whose shape another module owns). */
export const plainObject: Parser<Record<string, unknown>> = (v) =>
  isRecord(v) ? { ...v } : INVALID;

export function nullable<T>(parse: Parser<T>): Parser<T | null> {
  return (v) => (v === null ? null : parse(v));
}

export function oneOf<T extends string>(values: readonly T[]): Parser<T> {
  return (v) =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : INVALID;
}

export function arrayOf<T>(parse: Parser<T>): Parser<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return INVALID;
    const out: T[] = [];
    for (const item of v) {
      const parsed = parse(item);
      if (parsed === INVALID) return INVALID;
      out.push(parsed);
    }
    return out;
  };
}

/** Every key of T must be listed (the type says so), so a new field cannot be forgotten. */
export function shape<T>(fields: { [K in keyof T]-?: Parser<T[K]> }): Parser<T> {
  return (v) => {
    if (!isRecord(v)) return INVALID;
    const out: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T)[]) {
      const parsed = fields[key](v[key as string]);
      if (parsed === INVALID) return INVALID;
      out[key] = parsed;
    }
    return out as T;
  };
}
