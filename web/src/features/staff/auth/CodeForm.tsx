/**
 * The authenticator code, as sign-in and enrolment both ask for it: one field, focused when the
 * form appears, sent to better-auth's TOTP check. The caller says what the button reads and what
 * follows a right code; a wrong one is answered through `setError` in words.
 */
import { useEffect, useRef } from 'react';
import { STAFF_AUTH_PATHS } from '@/contracts/staff-auth';
import { useTranslation } from '@/i18n/useTranslation';
import { errorKey, staffFetch } from './api';
import styles from './staff.module.css';

export function CodeForm({
  submitLabel,
  onVerified,
  setError,
}: {
  submitLabel: string;
  onVerified: () => void;
  setError: (message: string | null) => void;
}) {
  const { t } = useTranslation('staff');
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        const code = String(new FormData(e.currentTarget).get('code') ?? '');
        setError(null);
        staffFetch(STAFF_AUTH_PATHS.verifyTotp, { body: { code } })
          .then(onVerified)
          .catch((err: unknown) => setError(t(errorKey(err))));
      }}
    >
      <label className={styles.label}>
        {t('signIn.code')}
        <input
          ref={codeRef}
          className={styles.input}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          required
        />
      </label>
      <button className={styles.button} type="submit">
        {submitLabel}
      </button>
    </form>
  );
}
