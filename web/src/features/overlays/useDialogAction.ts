import { useState } from 'react';
import { apiErrorId } from '@/lib/fetcher';
import { useErrorDialog } from './useErrorDialog';

/**
 * A visitor's action that calls the API: busy while it runs; a failure opens the error dialog
 * (SPEC 8) with its catalogue id, 'http-error' when it has none.
 */
export function useDialogAction() {
  const errorDialog = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      errorDialog.show(apiErrorId(error, 'http-error'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
