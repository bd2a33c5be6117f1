/** The sign-in and account pages read the API through `apiFetch` (`@/lib/fetcher`) like the desk. */
import { isApiError } from '@/lib/fetcher';

/** The message key of an error, for t('errors.…'). */
export const errorKey = (err: unknown) => `errors.${isApiError(err) ? err.id : 'generic'}`;
