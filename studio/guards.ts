/**
 * Pure rules behind Studio's guards (actions.tsx, badges.tsx, readOnly.tsx): which documents
 * bookings depend on, what staff are told, which published values may not change.
 */
export const GUARDED_TYPES = ['location', 'checkupPackage', 'service'] as const;
export type GuardedType = (typeof GUARDED_TYPES)[number];

export function isGuardedType(type: string): type is GuardedType {
  return (GUARDED_TYPES as readonly string[]).includes(type);
}

/** The Studio's interface language (German when the editor chose German, else English). */
export type { StudioLanguage } from 'schemas';
import type { StudioLanguage } from 'schemas';

const NOUN: Record<StudioLanguage, Record<GuardedType | 'room', string>> = {
  en: { location: 'location', checkupPackage: 'check-up', service: 'service', room: 'room' },
  de: { location: 'Standort', checkupPackage: 'Check-up', service: 'Leistung', room: 'Raum' },
};
/** German "this ...", in the dative that "abhängen von" takes. */
const DIESEM: Record<GuardedType | 'room', string> = {
  location: 'diesem Standort',
  checkupPackage: 'diesem Check-up',
  service: 'dieser Leistung',
  room: 'diesem Raum',
};

/** Everything the guards say to staff, in both interface languages. */
export const GUARD_TEXT = {
  en: {
    checking: 'Checking upcoming bookings…',
    checkingRooms: 'Checking bookings of removed rooms…',
    checkFailed:
      'Could not ask the booking site how many upcoming bookings depend on this document, so it stays. Try again later.',
    bookingsTitle:
      'Bookings that refer to this document; it cannot be deleted or unpublished while they are upcoming.',
    notShown: 'Not shown on the site',
    unnamedRooms: 'Bookings in rooms no longer listed',
    example: 'Example: radiologist review needed',
    exampleTitle:
      'These questions and consent texts are the site\'s example. The clinic\'s radiologist must review them before patients answer them, then untick "Example, not yet reviewed".',
  },
  de: {
    checking: 'Anstehende Buchungen werden geprüft …',
    checkingRooms: 'Buchungen entfernter Räume werden geprüft …',
    checkFailed:
      'Die Buchungsseite konnte nicht gefragt werden, wie viele anstehende Buchungen von diesem Dokument abhängen; es bleibt daher bestehen. Bitte später erneut versuchen.',
    bookingsTitle:
      'Buchungen, die sich auf dieses Dokument beziehen; solange sie anstehen, kann es weder gelöscht noch zurückgezogen werden.',
    notShown: 'Auf der Website nicht sichtbar',
    unnamedRooms: 'Buchungen in nicht mehr geführten Räumen',
    example: 'Beispiel: Prüfung durch Radiologie nötig',
    exampleTitle:
      'Diese Fragen und Einwilligungstexte sind das Beispiel der Website. Die Radiologin oder der Radiologe der Klinik muss sie prüfen, bevor Patientinnen und Patienten sie beantworten, und danach «Beispiel, noch nicht geprüft» abwählen.',
  },
} satisfies Record<StudioLanguage, Record<string, string>>;

export function bookingsLabel(count: number, lang: StudioLanguage = 'en'): string {
  if (lang === 'de') return `${count} anstehende Buchung${count === 1 ? '' : 'en'}`;
  return `${count} upcoming booking${count === 1 ? '' : 's'}`;
}

/** Why deleting or unpublishing is blocked, or null when nothing depends on it. */
export function blockedMessage(
  type: GuardedType | 'room',
  count: number,
  name?: string,
  lang: StudioLanguage = 'en',
): string | null {
  if (count <= 0) return null;
  const noun = NOUN[lang][type];
  if (lang === 'de') {
    const what = name ? `${noun} "${name}"` : DIESEM[type];
    return `${bookingsLabel(count, 'de')} ${count === 1 ? 'hängt' : 'hängen'} von ${what} ab. Es kann erst gelöscht oder zurückgezogen werden, wenn sie stattgefunden haben oder storniert wurden.`;
  }
  const what = name ? `${noun} "${name}"` : `this ${noun}`;
  return `${bookingsLabel(count)} ${count === 1 ? 'depends' : 'depend'} on ${what}. It cannot be deleted or unpublished until they have taken place or were cancelled.`;
}

type RoomValue = { _key?: string; key?: string; label?: string };

/** Room keys in the published document that the draft no longer has. */
export function removedRoomKeys(published: unknown, draft: unknown): string[] {
  const keys = (doc: unknown) =>
    (((doc as { rooms?: RoomValue[] } | null)?.rooms ?? []) as RoomValue[]).flatMap((r) =>
      r.key ? [r.key] : [],
    );
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
  // Answers refer to these keys (docs/screening.md "Keys").
  screeningQuestionnaire: [
    ['sections', '*', 'key'],
    ['sections', '*', 'questions', '*', 'key'],
    ['consents', '*', 'key'],
  ],
};

/**
 * The questionnaire still marked as the site's example (docs/screening.md "Example content"):
 * the draft's mark when there is a draft, else the published one.
 */
export function isUnreviewedExample(draft: unknown, published: unknown): boolean {
  const doc = (draft ?? published) as { _type?: unknown; isExample?: unknown } | null;
  return doc?._type === 'screeningQuestionnaire' && doc.isExample === true;
}

/** A form path segment (Sanity's PathSegment: name, index, keyed item or index tuple). */
type Segment = string | number | { _key: string } | [number | '', number | ''];

/** The value at a form path in a document (keyed array segments match by _key). */
export function valueAt(doc: unknown, path: readonly Segment[]): unknown {
  let value: unknown = doc;
  for (const seg of path) {
    if (value == null) return undefined;
    if (Array.isArray(seg)) return undefined; // index ranges never name one value
    if (typeof seg === 'object')
      value = (value as { _key?: string }[]).find?.((item) => item?._key === seg._key);
    else value = (value as Record<string | number, unknown>)[seg];
  }
  return value;
}

/** Whether this path of a document type is locked once it has a published value. */
export function isLockedPath(type: string, path: readonly Segment[]): boolean {
  return (LOCKED_FIELDS[type] ?? []).some(
    (pattern) =>
      pattern.length === path.length && pattern.every((p, i) => p === '*' || p === path[i]),
  );
}

/** Read-only when the published document already has a value here. */
export function isPublishedValueLocked(
  type: string,
  path: readonly Segment[],
  published: unknown,
): boolean {
  if (!published || !isLockedPath(type, path)) return false;
  const value = valueAt(published, path);
  const plain = (value as { current?: unknown } | null)?.current ?? value;
  return plain !== undefined && plain !== null && plain !== '';
}
