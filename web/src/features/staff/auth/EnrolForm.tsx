/**
 * Enrolment from the invite link (docs/staff-desk.md "Sign-in"): the token is traded once for
 * an enrolment session, TOTP is set up (secret, otpauth address and QR code), and a code from
 * the app confirms it; the member is then signed in.
 */
import { Fragment, useEffect, useState } from 'react';
import { STAFF_AUTH_PATHS, type EnableTotpResponse } from '@/contracts/staff-auth';
import { useTranslation } from '@/i18n/useTranslation';
import { apiFetch } from '@/lib/fetcher';
import { errorKey } from './api';
import { CodeForm } from './CodeForm';
import { DoneNote } from './SignInForm';
import { Notice } from './Notice';
import styles from './staff.module.css';

export function EnrolForm({ token }: { token: string | null }) {
  const { t } = useTranslation('staff');
  const [setup, setSetup] = useState<(EnableTotpResponse & { qr: string | null }) | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(
    token ? null : t('errors.staff-enrolment-link-invalid'),
  );

  useEffect(() => {
    if (!token) return;
    (async () => {
      await apiFetch(STAFF_AUTH_PATHS.enrol, { method: 'POST', body: { token } });
      const enabled = await apiFetch<EnableTotpResponse>(STAFF_AUTH_PATHS.enableTotp, {
        method: 'POST',
        body: { method: 'totp' },
      });
      const QRCode = await import('qrcode');
      const qr = await QRCode.toDataURL(enabled.totpURI).catch(() => null);
      setSetup({ ...enabled, qr });
    })().catch((err: unknown) => setError(t(errorKey(err))));
  }, [token, t]);

  if (done) return <DoneNote text={t('enrol.done')} />;
  const secret = setup ? new URL(setup.totpURI).searchParams.get('secret') : null;
  return (
    <div>
      <Notice error={error} note={!setup && !error ? t('enrol.starting') : null} />
      {setup && (
        <>
          <p>{t('enrol.intro')}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made in the browser */}
          {setup.qr && <img src={setup.qr} alt={t('enrol.qr')} width={200} height={200} />}
          <dl>
            <dt>{t('enrol.secret')}</dt>
            <dd className={styles.mono} data-testid="totp-secret">
              {secret}
            </dd>
            <dt>{t('enrol.uri')}</dt>
            <dd className={styles.mono}>{setup.totpURI}</dd>
            <dt>{t('enrol.backupCodes')}</dt>
            <dd className={styles.codeLine} data-testid="backup-codes">
              {setup.backupCodes.map((code, i) => (
                <Fragment key={code}>
                  {i > 0 && ' '}
                  <span>{code}</span>
                </Fragment>
              ))}
            </dd>
          </dl>
          <CodeForm
            submitLabel={t('enrol.confirm')}
            onVerified={() => setDone(true)}
            setError={setError}
          />
        </>
      )}
    </div>
  );
}
