/**
 * The open event streams of this process, per staff session (docs/staff-desk.md "Live
 * updates"): at most MAX_STREAMS_PER_SESSION at once, a further one is refused (429
 * `rate-limited`) rather than closing an older one, which its browser would reopen at once and
 * so push out another. Each stream registers its session check, which its ping runs every 20 s;
 * `checkOpenStreams` runs every check now (tests move the staff clock and call it instead of
 * waiting for a ping).
 */

/** A desk open in a few tabs; more from one session is a runaway client or a script. */
export const MAX_STREAMS_PER_SESSION = 4;

type OpenStream = { check: () => Promise<void> };

const bySession = new Map<string, Set<OpenStream>>();

/**
 * Claims a stream for the session, with the check its pings run; null when the session has
 * MAX_STREAMS_PER_SESSION open already. `release` (idempotent) frees the place when it closes.
 */
export function claimStream(
  sessionId: string,
  check: () => Promise<void>,
): { release: () => void } | null {
  const open = bySession.get(sessionId) ?? new Set<OpenStream>();
  if (open.size >= MAX_STREAMS_PER_SESSION) return null;
  const entry: OpenStream = { check };
  open.add(entry);
  bySession.set(sessionId, open);
  return {
    release: () => {
      open.delete(entry);
      if (open.size === 0 && bySession.get(sessionId) === open) bySession.delete(sessionId);
    },
  };
}

/** How many streams the session has open in this process. */
export function openStreamCount(sessionId: string): number {
  return bySession.get(sessionId)?.size ?? 0;
}

/** Runs every open stream's session check now, as their pings would. */
export async function checkOpenStreams(): Promise<void> {
  const all = [...bySession.values()].flatMap((open) => [...open]);
  await Promise.all(all.map((s) => s.check()));
}
