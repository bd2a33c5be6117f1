/**
 * The error catalogue's visitor messages (SPEC 8) for the waitlist's inline errors: read once
 * per language variant when a page first has an error to show (the same route the error
 * dialog reads), so the words are the ones staff edit in Studio.
 */
import { useLocale } from '@/i18n/useLocale';
import { textVariantOf } from '@/i18n/germanyGerman';
import type { ErrorMessagesResponse } from '@/contracts/error-messages';
import { errorMessageFor } from '@/shared/errorMessages';
import { ERROR_MESSAGES_PATH } from '@/features/overlays/ErrorDialog';
import { apiFetch } from '@/lib/fetcher';
import { READ_ONCE, useApi } from '@/lib/useApi';

/** The message for `errorId` (null: nothing to show); `fallback` while loading or unknown. */
export function useCatalogueText(errorId: string | null, fallback: string): string | null {
  const variant = textVariantOf(useLocale().locale);
  const { data } = useApi(
    errorId ? [ERROR_MESSAGES_PATH, variant] : null,
    ([path, language]) =>
      apiFetch<ErrorMessagesResponse>(path, { query: { language } }).then((b) => b.messages),
    READ_ONCE,
  );
  if (!errorId) return null;
  return errorMessageFor(data, errorId, () => fallback);
}
