/**
 * The idle contact channel's field state and send (SPEC 5), shared by the idle dialog's form
 * and the pre-check's call back (docs/screening.md "Pre-check"): the same checks, words and
 * POST /api/idle-contact.
 */
import { useState } from 'react';
import type { IdleContactResponse } from '@/contracts/idle-contact';
import { useTranslation } from '@/i18n/useTranslation';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { IDLE_CONTACT_PATH, parseIdleContact } from './idleContact';

export type IdleContactSendState = 'idle' | 'sending' | 'sent' | 'failed';

export function useIdleContactSend(onSent: () => void) {
  const { t } = useTranslation(['common']);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<IdleContactSendState>('idle');

  const change = (next: string) => {
    setValue(next);
    if (error) setError(undefined);
  };

  const send = async () => {
    const contact = parseIdleContact(value);
    if (!contact.ok) {
      // SPEC 5: invalid input shows the matching message and nothing is sent.
      setError(
        t(
          contact.error === 'email'
            ? 'common:idleTimeModal.inputEmailError'
            : 'common:idleTimeModal.inputPhoneError',
        ),
      );
      return;
    }
    setError(undefined);
    setStatus('sending');
    try {
      await apiFetch<IdleContactResponse>(IDLE_CONTACT_PATH, {
        method: 'POST',
        body: contact.body,
      });
      setStatus('sent');
      onSent();
    } catch (err) {
      // The request failed: the visitor can try again; the id is for the log only.
      if (!isApiError(err)) throw err;
      setStatus('failed');
    }
  };

  return { value, change, error, status, send };
}
