/**
 * The authenticator code, as sign-in, enrolment and the step-up to a fresh second factor ask for
 * it (docs/staff-desk.md "Sign-in", "Recovery"): one field, focused when the form appears, sent
 * to `paths.totp`. With `paths.backup` the form also offers "Use a backup code" (a lost phone):
 * a field for one of the codes shown at enrolment, sent there, and back to the authenticator
 * code. The caller says what the button reads and what follows a right code; a wrong one is
 * answered through `setError` in words.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STAFF_AUTH_PATHS } from '@/contracts/staff-auth';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from './SecondaryButton';
import { apiFetch } from '@/lib/fetcher';
import { LabelledInput } from '@/features/staff/desk/LabelledInput';
import { errorKey } from './api';
import { staffField } from './staffField';
import styles from './staff.module.css';

/**
 * better-auth's backup codes: 10 letters and digits shown as `AbCdE-fGhIj` (the twoFactor
 * plugin's generator); typed with or without the dash.
 */
export const BACKUP_CODE_PATTERN = '[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}';

/** The code as better-auth stored it: spaces dropped, the dash after the fifth character. */
export function normaliseBackupCode(typed: string): string {
  const bare = typed.replace(/[\s-]/g, '');
  return /^[A-Za-z0-9]{10}$/.test(bare) ? `${bare.slice(0, 5)}-${bare.slice(5)}` : typed.trim();
}

/** The input of each kind of code: a backup code is letters and digits, typed as it is. */
const BACKUP_CODE_FIELD = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  pattern: BACKUP_CODE_PATTERN,
  maxLength: 12,
} as const;
const TOTP_FIELD = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]{6}',
} as const;

export function CodeForm<T = unknown>({
  submitLabel,
  onVerified,
  setError,
  paths = { totp: STAFF_AUTH_PATHS.verifyTotp },
  children,
}: {
  submitLabel: string;
  onVerified: (answer: T) => void;
  setError: (message: string | null) => void;
  /** Where the code goes; with `backup`, the backup-code switch is offered. */
  paths?: { totp: string; backup?: string };
  /** More buttons beside the submit button (e.g. cancel). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const [backup, setBackup] = useState(false);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), [backup]);
  // The authenticator code and the backup code: one field of the same name, either way.
  const codeField = {
    ref: codeRef,
    ...staffField,
    name: 'code',
    required: true,
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        const typed = String(new FormData(e.currentTarget).get('code') ?? '');
        const code = backup ? normaliseBackupCode(typed) : typed.trim();
        setError(null);
        setBusy(true);
        apiFetch<T>(backup && paths.backup ? paths.backup : paths.totp, {
          method: 'POST',
          body: { code },
        })
          .then(onVerified)
          .catch((err: unknown) => setError(t(errorKey(err))))
          .finally(() => setBusy(false));
      }}
    >
      {/* A new field (key) when the kind of code changes: what was typed does not carry over. */}
      <LabelledInput
        key={backup ? 'backup' : 'totp'}
        label={backup ? t('signIn.backupCode') : t('signIn.code')}
        {...codeField}
        {...(backup ? BACKUP_CODE_FIELD : TOTP_FIELD)}
      />
      <div className={styles.row}>
        <button className={styles.button} type="submit" disabled={busy}>
          {submitLabel}
        </button>
        {paths.backup && (
          <SecondaryButton
            onClick={() => {
              setError(null);
              setBackup(!backup);
            }}
          >
            {t(backup ? 'signIn.useTotp' : 'signIn.useBackup')}
          </SecondaryButton>
        )}
        {children}
      </div>
    </form>
  );
}
