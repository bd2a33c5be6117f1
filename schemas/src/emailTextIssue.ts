/**
 * An email text's placeholder problem in the Studio's interface languages (docs/languages.md,
 * "German Studio"): ./emailTexts.ts decides what is wrong (and words it in English for the site's
 * log); its three kinds are worded here from ./i18n/messages.ts. A problem of another kind keeps
 * its English in both languages.
 */
import { placeholderProblem } from './emailTexts';
import { MESSAGES, type StudioMessage } from './i18n/messages';

const names = (list: string) => [...list.matchAll(/\{\{([^{}]*)\}\}/g)].map((m) => m[1]);

/** The English problem as a message in both interface languages. */
export function localizedPlaceholderProblem(problem: string): StudioMessage {
  const unknown = /^Unknown placeholder (.*): use (.*)$/.exec(problem);
  if (unknown) return MESSAGES.unknownPlaceholder(names(unknown[1]), names(unknown[2]));
  const missing = /^Missing placeholder (.*): it must stay in this text$/.exec(problem);
  if (missing) return MESSAGES.missingPlaceholder(names(missing[1]));
  if (problem === MESSAGES.unbalancedBraces['en-US']) return MESSAGES.unbalancedBraces;
  return { 'en-US': problem, 'de-DE': problem };
}

export function placeholderIssue(
  ...args: Parameters<typeof placeholderProblem>
): StudioMessage | null {
  const problem = placeholderProblem(...args);
  return problem === null ? null : localizedPlaceholderProblem(problem);
}
