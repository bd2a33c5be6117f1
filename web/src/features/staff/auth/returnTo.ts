/**
 * Where sign-in goes on success (docs/staff-desk.md "Recovery"): the desk's start, or the page
 * a `?returnTo=` names when it is a same-site desk path (`/{de,en}-{ch,de}/staff…`, e.g. the day
 * the lock screen showed). Anything else (another site, `//host`, a backslash, `..`, the sign-in
 * or enrolment page itself) is ignored. The emailed link opens the sign-in page anew, so the
 * page keeps a valid `returnTo` in this browser for as long as the link works.
 */
/** As long as the emailed sign-in link works (server/staff/auth/policy.ts SIGN_IN_LINK_MINUTES). */
const KEEP_MINUTES = 15;

const DESK_PATH =
  /^\/(?:de|en)-(?:ch|de)\/staff(?:\/(?!sign-in\b|enrol\b)[a-z0-9-]+)*\/?(?:\?[A-Za-z0-9._~%&=+-]*)?$/;

export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  return DESK_PATH.test(value) ? value : null;
}

const KEY = 'staff-sign-in-return-to';

/** Keeps a valid `returnTo` while the emailed link works (local storage: the link may open in another tab). */
export function keepReturnTo(path: string | null): void {
  try {
    if (path) localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the desk's start it is
  }
}

/** The kept `returnTo` when still fresh and valid (`keepReturnTo(null)` forgets it). */
export function keptReturnTo(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as { path?: unknown; at?: unknown };
    const fresh = typeof kept.at === 'number' && Date.now() - kept.at < KEEP_MINUTES * 60_000;
    return fresh ? safeReturnTo(kept.path) : null;
  } catch {
    return null;
  }
}
