/**
 * The desk learns that its session has ended (docs/staff-desk.md "Idle desks"): a desk request
 * answered 401 `staff-sign-in-required`, or the event stream's `ended`. DeskLayout listens and
 * replaces the page with the "Your session has ended" screen: never "reconnecting", never the
 * stale patient data.
 */
import { apiFetch, isApiError, type ApiFetchOptions } from '@/lib/fetcher';
import { STAFF_SIGN_IN_REQUIRED } from '@/contracts/error-ids';

const listeners = new Set<() => void>();

/** Calls `listener` when the session ends; returns the unsubscribe. */
export function onStaffSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The session has ended: tell the desk. False when no desk frame listens (the day sheet). */
export function staffSessionEnded(): boolean {
  for (const listener of [...listeners]) listener();
  return listeners.size > 0;
}

/** A desk request refused because the session is gone (not a role or location refusal). */
export function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.id === STAFF_SIGN_IN_REQUIRED;
}

/** apiFetch for /api/staff/*: a 401 `staff-sign-in-required` also tells the desk. */
export async function deskFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  try {
    return await apiFetch<T>(path, options);
  } catch (err) {
    if (isSessionEnd(err)) staffSessionEnded();
    throw err;
  }
}
