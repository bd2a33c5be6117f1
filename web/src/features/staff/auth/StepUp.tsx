/**
 * The step-up to a fresh second factor on "Your sign-in" (docs/staff-desk.md "Recovery"): an
 * action the server answers 403 `staff-step-up-required` (adding or removing a passkey, new
 * backup codes) asks in place for the authenticator code (or a backup code), sent to
 * `STAFF_AUTH_PATHS.stepUp`, then runs again. Cancel drops it.
 */
import { useCallback, useRef, useState } from 'react';
import { STAFF_AUTH_PATHS, type StepUpResponse } from '@/contracts/staff-auth';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from './SecondaryButton';
import { isApiError } from '@/lib/fetcher';
import { errorKey } from './api';
import { CodeForm } from './CodeForm';
import styles from './staff.module.css';
import { STAFF_STEP_UP_REQUIRED } from '@/contracts/error-ids';

export const needsStepUp = (err: unknown) =>
  isApiError(err) && err.status === 403 && err.id === STAFF_STEP_UP_REQUIRED;

/**
 * `run(action)` runs it; when it throws `staff-step-up-required` the prompt shows and, once
 * confirmed, the action runs again. Any other error is shown through `setError` in words.
 */
export function useStepUp(setError: (message: string | null) => void) {
  const { t } = useTranslation('staff');
  const [pending, setPending] = useState(false);
  const retry = useRef<(() => Promise<void>) | null>(null);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      setError(null);
      try {
        await action();
      } catch (err) {
        if (!needsStepUp(err)) return setError(t(errorKey(err)));
        retry.current = action;
        setPending(true);
      }
    },
    [setError, t],
  );

  const prompt = pending ? (
    <StepUpPrompt
      setError={setError}
      onVerified={() => {
        setPending(false);
        const action = retry.current;
        retry.current = null;
        if (action) void run(action);
      }}
      onCancel={() => {
        retry.current = null;
        setPending(false);
      }}
    />
  ) : null;
  return { run, prompt, pending };
}

function StepUpPrompt({
  setError,
  onVerified,
  onCancel,
}: {
  setError: (message: string | null) => void;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="step-up-title" className={styles.stepUp}>
      <h3 id="step-up-title">{t('stepUp.title')}</h3>
      <p>{t('stepUp.intro')}</p>
      <CodeForm<StepUpResponse>
        submitLabel={t('stepUp.confirm')}
        onVerified={onVerified}
        setError={setError}
        paths={{ totp: STAFF_AUTH_PATHS.stepUp, backup: STAFF_AUTH_PATHS.stepUp }}
      >
        <SecondaryButton onClick={onCancel}>{t('stepUp.cancel')}</SecondaryButton>
      </CodeForm>
    </section>
  );
}
