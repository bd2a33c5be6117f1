/**
 * Staff sign-in (docs/staff-desk.md "Sign-in", "Recovery"): email -> emailed link -> TOTP code
 * (or a backup code when the phone is lost); or a passkey. Opening the emailed link lands here
 * with ?token, which is traded for a code prompt. Success goes to the desk's start, or to a
 * valid `returnTo` (./returnTo.ts).
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { VerifyLinkResponse } from '@/contracts/staff-auth';
import { STAFF_AUTH_PATHS } from '@/contracts/staff-auth';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from './SecondaryButton';
import { ApiError, apiFetch } from '@/lib/fetcher';
import { LabelledInput } from '@/features/staff/desk/LabelledInput';
import { errorKey } from './api';
import { CodeForm } from './CodeForm';
import { Notice } from './Notice';
import { staffField } from './staffField';
import { passkeyAuthClient } from './passkeyClient';
import { keepReturnTo, keptReturnTo, safeReturnTo } from './returnTo';
import styles from './staff.module.css';

type Step = 'email' | 'sent' | 'checking' | 'code' | 'done';

export function SignInForm({
  token,
  returnTo = null,
}: {
  token: string | null;
  /** The page's `?returnTo=`, unchecked: only a same-site desk path is followed. */
  returnTo?: string | null;
}) {
  const { t } = useTranslation('staff');
  const [step, setStep] = useState<Step>(token ? 'checking' : 'email');
  const [error, setError] = useState<string | null>(null);
  // Opened from the emailed link: the returnTo kept when the link was asked for (the form
  // renders in the browser only, once the router has read the query).
  const [target] = useState<string | null>(
    () => safeReturnTo(returnTo) ?? (token ? keptReturnTo() : null),
  );

  useEffect(() => {
    if (!token) return;
    apiFetch<VerifyLinkResponse>(
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
      if (result?.error) throw new ApiError('staff-sign-in-refused', result.error.status);
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
              keepReturnTo(target);
              await apiFetch(STAFF_AUTH_PATHS.signInLink, { method: 'POST', body: { email } });
              setStep('sent');
            });
          }}
        >
          <LabelledInput
            label={t('signIn.email')}
            {...staffField}
            name="email"
            type="email"
            autoComplete="username webauthn"
            required
          />
          <div className={styles.row}>
            <button className={styles.button} type="submit">
              {t('signIn.send')}
            </button>
            <SecondaryButton onClick={() => void passkey()}>{t('signIn.passkey')}</SecondaryButton>
          </div>
        </form>
      )}
      {step === 'code' && (
        <CodeForm
          submitLabel={t('signIn.verify')}
          onVerified={() => setStep('done')}
          setError={setError}
          paths={{ totp: STAFF_AUTH_PATHS.verifyTotp, backup: STAFF_AUTH_PATHS.verifyBackupCode }}
        />
      )}
      {step === 'done' && <DoneNote text={t('signIn.done')} to={target} />}
    </div>
  );
}

/**
 * Signed in: on to the desk's start, or to `to` (a checked desk path with its locale, e.g.
 * `/en-ch/staff?date=…`); the link below stays for a browser that does not follow.
 */
export function DoneNote({ text, to = null }: { text: string; to?: string | null }) {
  const { t } = useTranslation('staff');
  const router = useRouter();
  useEffect(() => {
    keepReturnTo(null);
    if (to) void router.replace(to, undefined, { locale: false });
    else void router.replace('/staff');
  }, [router, to]);
  return (
    <div className={styles.form}>
      <p role="status" className={styles.note}>
        {text}
      </p>
      <p>
        {to ? (
          <Link href={to} locale={false}>
            {t('signIn.toDesk')}
          </Link>
        ) : (
          <Link href="/staff">{t('signIn.toDesk')}</Link>
        )}
      </p>
    </div>
  );
}
