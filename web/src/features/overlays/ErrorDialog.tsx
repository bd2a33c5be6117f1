import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { useLocale } from '@/i18n/useLocale';
import type { ErrorMessagesResponse } from '@/contracts/error-messages';
import { textVariantOf } from '@/i18n/germanyGerman';
import { apiFetch } from '@/lib/fetcher';
import { errorMessageFor, type ErrorMessageMap } from '@/shared/errorMessages';
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
  // The text variant, not only the language: de-de reads Germany German (docs/manage-booking.md).
  const language = textVariantOf(useLocale().locale);
  const router = useRouter();
  const store = useErrorDialogStore();
  const shown = useShownError();
  const catalogue = useCatalogue(shown, language);

  if (!shown) return null;
  const loading = catalogue === null;
  // Client-side ids (network-error, ...) are not in the catalogue: they have their own text.
  const message = errorMessageFor(catalogue?.messages, shown.errorId, (id) =>
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

type Catalogue = { language: string; messages?: ErrorMessageMap; failedFor?: object };

/**
 * The catalogue of one language, fetched when a dialog first needs it and kept in state for
 * the session (the dialog lives in _app). Plain state rather than SWR: SWR would then be on
 * every page, against the check-up step's JS budget (docs/performance.md). A failed load
 * counts only for the error it was made for, so the next error tries again.
 */
function useCatalogue(shown: object | null, language: string): Catalogue | null {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const have =
    catalogue?.language === language &&
    (catalogue.messages !== undefined || catalogue.failedFor === shown);

  useEffect(() => {
    if (!shown || have) return;
    let current = true;
    apiFetch<ErrorMessagesResponse>(ERROR_MESSAGES_PATH, { query: { language } }).then(
      (body) => current && setCatalogue({ language, messages: body.messages }),
      () => current && setCatalogue({ language, failedFor: shown }),
    );
    return () => {
      current = false;
    };
  }, [shown, have, language]);

  return have ? catalogue : null;
}
