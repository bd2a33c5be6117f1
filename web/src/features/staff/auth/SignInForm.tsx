/**
 * Staff sign-in (docs/staff-desk.md "Sign-in"): email -> emailed link -> TOTP code; or a
 * passkey. Opening the emailed link lands here with ?token, which is traded for a code prompt.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { VerifyLinkResponse } from '@/contracts/staff-auth';
import { STAFF_AUTH_PATHS } from '@/contracts/staff-auth';
import { useTranslation } from '@/i18n/useTranslation';
import { errorKey, StaffApiError, staffFetch } from './api';
import { CodeForm } from './CodeForm';
import { Notice } from './Notice';
import { passkeyAuthClient } from './passkeyClient';
import styles from './staff.module.css';

type Step = 'email' | 'sent' | 'checking' | 'code' | 'done';

export function SignInForm({ token }: { token: string | null }) {
  const { t } = useTranslation('staff');
  const [step, setStep] = useState<Step>(token ? 'checking' : 'email');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    staffFetch<VerifyLinkResponse>(
      `${STAFF_AUTH_PATHS.verifyLink}?token=${encodeURIComponent(token)}`,
    )
      .then(() => setStep('code'))
      .catch((err: unknown) => {
        setError(t(errorKey(err)));
        setStep('email');
      });
    // The token is read once, when the page opens.
  }, [token, t]);

  async function run(action: () => Promise<void>) {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(t(errorKey(err)));
    }
  }

  async function passkey() {
    await run(async () => {
      const client = await passkeyAuthClient();
      const result = await client.signIn.passkey();
      if (result?.error) throw new StaffApiError(result.error.status, 'staff-sign-in-refused');
      setStep('done');
    });
  }

  return (
    <div>
      <Notice
        error={error}
        note={
          step === 'sent' ? t('signIn.sent') : step === 'checking' ? t('signIn.checking') : null
        }
      />
      {(step === 'email' || step === 'sent') && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            const email = String(new FormData(e.currentTarget).get('email') ?? '');
            void run(async () => {
              await staffFetch(STAFF_AUTH_PATHS.signInLink, { body: { email } });
              setStep('sent');
            });
          }}
        >
          <label className={styles.label}>
            {t('signIn.email')}
            <input
              className={styles.input}
              name="email"
              type="email"
              autoComplete="username webauthn"
              required
            />
          </label>
          <div className={styles.row}>
            <button className={styles.button} type="submit">
              {t('signIn.send')}
            </button>
            <button
              className={`${styles.button} ${styles.secondary}`}
              type="button"
              onClick={() => void passkey()}
            >
              {t('signIn.passkey')}
            </button>
          </div>
        </form>
      )}
      {step === 'code' && (
        <CodeForm
          submitLabel={t('signIn.verify')}
          onVerified={() => setStep('done')}
          setError={setError}
        />
      )}
      {step === 'done' && <DoneNote text={t('signIn.done')} />}
    </div>
  );
}

export function DoneNote({ text }: { text: string }) {
  const { t } = useTranslation('staff');
  // Signed in: on to the desk (the link below stays for a browser that does not follow).
  const router = useRouter();
  useEffect(() => {
    void router.replace('/staff');
  }, [router]);
  return (
    <div className={styles.form}>
      <p role="status" className={styles.note}>
        {text}
      </p>
      <p>
        <Link href="/staff">{t('signIn.toDesk')}</Link>
      </p>
    </div>
  );
}
