/**
 * "New backup codes" on "Your sign-in" (docs/staff-desk.md "Recovery"): better-auth generates a
 * new set (the old codes stop working) once the member has a fresh second factor (a step-up in
 * place); the codes are shown once, here, until the member hides them.
 */
import { useState } from 'react';
import { STAFF_AUTH_PATHS, type BackupCodesResponse } from '@/contracts/staff-auth';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from './SecondaryButton';
import { apiFetch } from '@/lib/fetcher';
import { Notice } from './Notice';
import { useStepUp } from './StepUp';
import styles from './staff.module.css';

export function BackupCodesPanel() {
  const { t } = useTranslation('staff');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const stepUp = useStepUp(setError);

  async function generate() {
    setCodes(null);
    const answer = await apiFetch<BackupCodesResponse>(STAFF_AUTH_PATHS.generateBackupCodes, {
      method: 'POST',
      body: {},
    });
    setCodes(answer.backupCodes);
  }

  return (
    <section aria-labelledby="backup-codes-title">
      <h2 id="backup-codes-title">{t('account.backupTitle')}</h2>
      <p>{t('account.backupIntro')}</p>
      <Notice error={error} note={codes ? t('account.backupShown') : null} />
      {codes && (
        <>
          <ul className={`${styles.codes} ${styles.mono}`} data-testid="backup-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <SecondaryButton onClick={() => setCodes(null)}>
            {t('account.backupHide')}
          </SecondaryButton>
        </>
      )}
      {stepUp.prompt}
      {!codes && !stepUp.pending && (
        <button type="button" className={styles.button} onClick={() => void stepUp.run(generate)}>
          {t('account.backupNew')}
        </button>
      )}
    </section>
  );
}
