/**
 * Document actions that keep bookings true (docs/identity-and-snapshot.md): deleting or unpublishing a location,
 * check-up or service is blocked while upcoming bookings depend on it, and publishing a
 * location is blocked while it removes a room that has upcoming bookings. The site answers
 * the counts (siteApi.ts); when it cannot, the action stays blocked with a clear message.
 */
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import { blockedMessage, GUARD_TEXT, isGuardedType, removedRoomKeys, roomRef } from './guards';
import { useStudioLanguage } from './studioLanguage';
import { upcomingBookings } from './siteApi';
import { useSiteAnswer } from './useSiteAnswer';

const GUARDED_ACTIONS = new Set(['delete', 'unpublish']);

function block<T extends object>(description: T, title: string): T {
  return { ...description, disabled: true, title };
}

/** Wraps delete/unpublish: disabled while the site counts, and when bookings depend on it. */
export function guardAgainstUpcoming(original: DocumentActionComponent): DocumentActionComponent {
  const Guarded: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = original(props);
    const lang = useStudioLanguage();
    const answer = useSiteAnswer(`${props.type}:${props.id}`, () =>
      upcomingBookings(props.type, props.id),
    );
    if (!description || !isGuardedType(props.type)) return description;
    if (answer.status === 'loading') return block(description, GUARD_TEXT[lang].checking);
    if (answer.status === 'error') return block(description, GUARD_TEXT[lang].checkFailed);
    const message = blockedMessage(props.type, answer.value, undefined, lang);
    return message ? block(description, message) : description;
  };
  Guarded.action = original.action;
  Guarded.displayName = `GuardedAgainstUpcoming(${original.displayName ?? original.action ?? 'action'})`;
  return Guarded;
}

/** Wraps a location's publish: a removed room with upcoming bookings cannot be published away. */
export function guardRoomRemoval(original: DocumentActionComponent): DocumentActionComponent {
  const Guarded: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = original(props);
    const lang = useStudioLanguage();
    const removed = removedRoomKeys(props.published, props.draft);
    const answer = useSiteAnswer(
      removed.length ? `${props.id}:${removed.join(',')}` : null,
      async () =>
        Promise.all(
          removed.map(
            async (key) => [key, await upcomingBookings('room', roomRef(props.id, key))] as const,
          ),
        ),
    );
    if (!description || removed.length === 0) return description;
    if (answer.status === 'loading') return block(description, GUARD_TEXT[lang].checkingRooms);
    if (answer.status === 'error') return block(description, GUARD_TEXT[lang].checkFailed);
    const busy = answer.value.filter(([, n]) => n > 0);
    if (busy.length === 0) return description;
    return block(
      description,
      busy.map(([key, n]) => blockedMessage('room', n, key, lang)).join(' '),
    );
  };
  Guarded.action = original.action;
  Guarded.displayName = 'GuardedRoomRemoval(publish)';
  return Guarded;
}

/** The actions of a document type with the guards applied. */
export function withBookingGuards<T extends DocumentActionComponent>(
  actions: T[],
  schemaType: string,
) {
  if (!isGuardedType(schemaType)) return actions;
  return actions.map((action) => {
    if (GUARDED_ACTIONS.has(action.action ?? '')) return guardAgainstUpcoming(action);
    if (schemaType === 'location' && action.action === 'publish') return guardRoomRemoval(action);
    return action;
  });
}
