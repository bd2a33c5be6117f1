/** The list of step slugs visited in this session (SPEC 2), in sessionStorage. */
import type { KeyValueStorage } from '../state/storage';
import { isStepSlug, type StepSlug } from '../steps';

export const VISITED_KEY = 'booking-visited-v1';

const listeners = new Set<() => void>();

/** For useSyncExternalStore: told whenever markVisited or clearVisited change the list. */
export function subscribeVisited(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: StepSlug[] = [];
let cache: { raw: string | null; list: StepSlug[] } = { raw: null, list: EMPTY };

/** The list as a stable snapshot: the same array until the stored value changes. */
export function visitedSnapshot(storage: KeyValueStorage | null): StepSlug[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(VISITED_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) cache = { raw, list: raw === null ? EMPTY : readVisited(storage) };
  return cache.list;
}

export function readVisited(storage: KeyValueStorage | null): StepSlug[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VISITED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStepSlug) : [];
  } catch {
    return [];
  }
}

/** Adds `step` once, keeping first-visit order; returns the new list. */
export function markVisited(storage: KeyValueStorage | null, step: StepSlug): StepSlug[] {
  const visited = readVisited(storage);
  if (visited.includes(step)) return visited;
  const next = [...visited, step];
  try {
    storage?.setItem(VISITED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the visit is simply not remembered.
  }
  listeners.forEach((listener) => listener());
  return next;
}

/** For "book another check-up": forget the visits (and with them the success lock). */
export function clearVisited(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(VISITED_KEY);
  } catch {
    // Nothing to do.
  }
  listeners.forEach((listener) => listener());
}
