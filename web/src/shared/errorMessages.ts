/**
 * The error catalogue as the error dialog needs it (SPEC 8): per language a map from error
 * id to the message for visitors. Internal-only ids are left out, so they never reach the
 * browser; an id without a message falls back to the raw id in the dialog.
 */
import type { ErrorMessage } from '@/server/content/model';
import { textOfVariant, type TextVariant } from '@/i18n/germanyGerman';

export type ErrorMessageMap = Record<string, string>;

/** The visitor-facing messages of one language, or of Germany German (built on the server). */
export function userMessages(
  messages: readonly ErrorMessage[],
  variant: TextVariant,
): ErrorMessageMap {
  const map: ErrorMessageMap = {};
  for (const entry of messages) {
    if (entry.internalOnly) continue;
    const text = textOfVariant(
      {
        en: entry.messageToUser_en ?? '',
        de: entry.messageToUser_de ?? '',
        de_DE: entry.messageToUser_de_DE,
      },
      variant,
    );
    if (text && text.trim() !== '') map[entry.errorId] = text;
  }
  return map;
}

/**
 * SPEC 8: the message for `errorId` in the current language, else the raw id. `fallback`
 * may name ids the catalogue does not know (the client's own, e.g. network-error).
 */
export function errorMessageFor(
  messages: ErrorMessageMap | undefined,
  errorId: string,
  fallback: (errorId: string) => string = (id) => id,
): string {
  const text =
    messages && Object.prototype.hasOwnProperty.call(messages, errorId)
      ? messages[errorId]
      : undefined;
  return text ?? fallback(errorId);
}
