import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import useSWR from 'swr';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { useLocale } from '@/i18n/useLocale';
import { swrFetcher } from '@/lib/fetcher';
import { errorMessageFor, type ErrorMessageMap } from './errorMessages';
import { useErrorDialogStore, useShownError } from './useErrorDialog';

/** Where the dialog reads the catalogue messages from (see pages/api/error-messages.ts). */
export const ERROR_MESSAGES_PATH = '/api/error-messages';

/**
 * The global error dialog (SPEC 2, 8): title and button from common translations, the
 * message from the content catalogue in the current language, else the raw id. The
 * catalogue is fetched the first time an error is shown, then kept for the session.
 */
export function ErrorDialog() {
  const { t } = useTranslation(['common', 'overlays']);
  const { language } = useLocale();
  const router = useRouter();
  const store = useErrorDialogStore();
  const shown = useShownError();
  const { data, error } = useSWR<{ messages: ErrorMessageMap }>(
    shown ? [ERROR_MESSAGES_PATH, { language }] : null,
    swrFetcher,
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );

  if (!shown) return null;
  const loading = !data && !error;
  // Client-side ids (network-error, ...) are not in the catalogue: they have their own text.
  const message = errorMessageFor(data?.messages, shown.errorId, (id) =>
    t(`overlays:clientErrors.${id}`, { defaultValue: id }),
  );

  const accept = () => {
    const closed = store.close();
    if (closed?.route) void router.push({ pathname: closed.route, query: router.query });
  };

  return (
    <Modal
      open
      onClose={() => store.close()}
      title={t('common:errorModal.title')}
      footer={
        <Button variant="primary" size="L" onClick={accept} data-testid="error-dialog-accept">
          {t('common:errorModal.button')}
        </Button>
      }
    >
      <p
        data-testid="error-dialog-message"
        data-error-id={shown.errorId}
        aria-busy={loading || undefined}
      >
        {loading ? t('overlays:errorDialog.loading') : message}
      </p>
    </Modal>
  );
}
