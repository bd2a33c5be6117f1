/**
 * Pure rules behind Studio's guards (actions.tsx, badges.tsx, readOnly.tsx): which documents
 * bookings depend on, what staff are told, which published values may not change.
 */
export const GUARDED_TYPES = ['location', 'checkupPackage', 'service'] as const;
export type GuardedType = (typeof GUARDED_TYPES)[number];

export function isGuardedType(type: string): type is GuardedType {
  return (GUARDED_TYPES as readonly string[]).includes(type);
}

const NOUN: Record<GuardedType | 'room', string> = {
  location: 'location',
  checkupPackage: 'check-up',
  service: 'service',
  room: 'room',
};

export function bookingsLabel(count: number): string {
  return `${count} upcoming booking${count === 1 ? '' : 's'}`;
}

/** Why deleting or unpublishing is blocked, or null when nothing depends on it. */
export function blockedMessage(type: GuardedType | 'room', count: number, name?: string): string | null {
  if (count <= 0) return null;
  const what = name ? `${NOUN[type]} "${name}"` : `this ${NOUN[type]}`;
  return `${bookingsLabel(count)} depend on ${what}. It cannot be deleted or unpublished until they have taken place or were cancelled.`;
}

export const CHECK_FAILED =
  'Could not ask the booking site how many upcoming bookings depend on this document, so it stays. Try again later.';

type RoomValue = { _key?: string; key?: string; label?: string };

/** Room keys in the published document that the draft no longer has. */
export function removedRoomKeys(published: unknown, draft: unknown): string[] {
  const keys = (doc: unknown) =>
    (((doc as { rooms?: RoomValue[] } | null)?.rooms ?? []) as RoomValue[]).flatMap((r) => (r.key ? [r.key] : []));
  const kept = new Set(keys(draft));
  return draft ? keys(published).filter((k) => !kept.has(k)) : [];
}

/** "<location _id>:<room key>", as the site names a room. */
export function roomRef(locationId: string, key: string): string {
  return `${locationId.replace(/^drafts\./, '')}:${key}`;
}

/** Fields whose published value never changes: URLs, bookings and error lookups refer to them. */
export const LOCKED_FIELDS: Record<string, string[][]> = {
  location: [['slug'], ['rooms', '*', 'key']],
  checkupPackage: [['slug']],
  service: [['slug']],
  tag: [],
  errorMessage: [['errorId']],
};

/** A form path segment (Sanity's PathSegment: name, index, keyed item or index tuple). */
type Segment = string | number | { _key: string } | [number | '', number | ''];

/** The value at a form path in a document (keyed array segments match by _key). */
export function valueAt(doc: unknown, path: readonly Segment[]): unknown {
  let value: unknown = doc;
  for (const seg of path) {
    if (value == null) return undefined;
    if (Array.isArray(seg)) return undefined; // index ranges never name one value
    if (typeof seg === 'object') value = (value as { _key?: string }[]).find?.((item) => item?._key === seg._key);
    else value = (value as Record<string | number, unknown>)[seg];
  }
  return value;
}

/** Whether this path of a document type is locked once it has a published value. */
export function isLockedPath(type: string, path: readonly Segment[]): boolean {
  return (LOCKED_FIELDS[type] ?? []).some(
    (pattern) => pattern.length === path.length && pattern.every((p, i) => p === '*' || p === path[i]),
  );
}

/** Read-only when the published document already has a value here. */
export function isPublishedValueLocked(type: string, path: readonly Segment[], published: unknown): boolean {
  if (!published || !isLockedPath(type, path)) return false;
  const value = valueAt(published, path);
  const plain = (value as { current?: unknown } | null)?.current ?? value;
  return plain !== undefined && plain !== null && plain !== '';
}
