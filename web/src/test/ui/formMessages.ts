/**
 * What a form shows for a zod form schema's verdict: the first message of each field, by its
 * dotted path (none when the values pass). For the form schemas' tests.
 */
type Verdict =
  | { success: true }
  | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };

export function firstMessages(result: Verdict): Record<string, string> {
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}
