/**
 * A switch of the manage page (docs/manage-booking.md): the earlier-slot waitlist, the SMS
 * reminder. Read once with the booking's token; set at once (optimistic), a refusal puts it
 * back and shows the error dialog. The draft preview's sample booking has no token: nothing is
 * read.
 */
import { useState } from 'react';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { apiErrorId } from '@/lib/fetcher';
import { READ_ONCE, useApi } from '@/lib/useApi';

export function useManageSwitch<S extends { on: boolean }>(
  name: string,
  token: string,
  /** Reads the switch (no `on`) or sets it. */
  call: (token: string, on?: boolean) => Promise<S>,
  /** What the switch shows while set before the server answered a first read. */
  unread: Omit<S, 'on'>,
) {
  const errorDialog = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const state = useApi(token ? [name, token] : null, ([, tk]) => call(tk), READ_ONCE);
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await state.mutate(call(token, on), {
        optimisticData: (current) => ({ ...unread, ...current, on }) as S,
        rollbackOnError: true,
        revalidate: false,
      });
    } catch (error) {
      errorDialog.show(apiErrorId(error));
    } finally {
      setBusy(false);
    }
  };
  return { current: state.data, error: state.error, busy, toggle };
}
