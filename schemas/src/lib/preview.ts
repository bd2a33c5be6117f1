/** Pieces of Studio list previews: "CHF 2490 · 90 min · DE missing". */
import { missingLanguages } from './localized';

export function chf(amount: unknown): string | undefined {
  return typeof amount === 'number' ? `CHF ${amount}` : undefined;
}

export function minutes(duration: unknown): string | undefined {
  return typeof duration === 'number' ? `${duration} min` : undefined;
}

/** "DE missing", "EN missing", "EN, DE missing" or undefined when complete. */
export function translationWarning(doc: Record<string, unknown>, names: readonly string[]): string | undefined {
  const missing = missingLanguages(doc, names);
  return missing.length ? `${missing.map((l) => l.toUpperCase()).join(', ')} missing` : undefined;
}

export function subtitle(...parts: Array<string | undefined | null | false>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' · ');
}
