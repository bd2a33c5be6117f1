/**
 * The pre-check's part of the summary form's rules (docs/screening.md "Pre-check"): each asked
 * question needs a yes or a no. A "yes" is a valid answer (the visitor told the truth); what it
 * means, no booking online, is the step's to show (PrecheckFields), not an error.
 */
import * as z from 'zod/mini';

/** The answers by question key ('' or absent while unanswered). */
export const precheckValuesSchema = z.optional(z.record(z.string(), z.optional(z.string())));

/** The translation key (summary namespace) of an unanswered question. */
export const PRECHECK_REQUIRED = 'errors.precheckRequired';

type IssueSink = {
  addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void;
};

/** An issue at `precheck.<key>` for each asked question without a yes or a no. */
export function addPrecheckIssues(
  values: Readonly<Record<string, string | undefined>> | undefined,
  keys: readonly string[],
  ctx: IssueSink,
): void {
  for (const key of keys) {
    const answer = values?.[key];
    if (answer !== 'yes' && answer !== 'no')
      ctx.addIssue({ code: 'custom', path: ['precheck', key], message: PRECHECK_REQUIRED });
  }
}
