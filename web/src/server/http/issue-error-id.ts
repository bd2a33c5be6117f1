import type { z } from 'zod';
import type { ErrorId } from '@/contracts/error-id';

/**
 * A refinement may name its own catalogue id (`{ params: { errorId } }`), e.g. a name with
 * control characters: answered instead of the route's generic id, so the visitor learns which
 * rule failed.
 */
export function issueErrorId(error: z.ZodError): ErrorId | undefined {
  for (const issue of error.issues) {
    const id = (issue as { params?: { errorId?: unknown } }).params?.errorId;
    // The refinements name ids from the table (shared/person.ts takes them from error-ids.ts).
    if (typeof id === 'string') return id as ErrorId;
  }
  return undefined;
}
