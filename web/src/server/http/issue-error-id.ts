import type { z } from 'zod';

/**
 * A refinement may name its own catalogue id (`{ params: { errorId } }`), e.g. a name with
 * control characters: answered instead of the route's generic id, so the visitor learns which
 * rule failed.
 */
export function issueErrorId(error: z.ZodError): string | undefined {
  for (const issue of error.issues) {
    const id = (issue as { params?: { errorId?: unknown } }).params?.errorId;
    if (typeof id === 'string') return id;
  }
  return undefined;
}
