import type { StudioMessage } from '../i18n/messages';

/** True when a value is a string with something other than whitespace in it. */
export function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A validation outcome as Sanity's custom validators expect it: true, or a message in the
 * Studio's interface languages (../i18n/messages.ts; Sanity shows the editor's).
 */
export type Check = true | StudioMessage;

/** First failing check, or true. Keeps validators composable without nesting ifs. */
export function firstProblem(...checks: Check[]): Check {
  return checks.find((c) => c !== true) ?? true;
}
