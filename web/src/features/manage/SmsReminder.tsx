/**
 * The SMS reminder on the manage page (docs/sms.md "Opting out"): a switch that turns the
 * booking's SMS reminder off (or on again). The SMS itself links here. Shown only when the
 * booking has a phone number and is still active.
 */
import { useState } from 'react';
import type { SmsReminderResponse } from '@/contracts/booking-sms-reminder';
import { Checkbox } from '@/components/fields/Checkbox';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId, apiFetch } from '@/lib/fetcher';
import { READ_ONCE, useApi } from '@/lib/useApi';
import shared from '@/styles/steps.module.css';
import styles from './ManageBooking.module.css';

type SmsState = SmsReminderResponse['smsReminder'];

const SMS_REMINDER_PATH = '/api/booking/sms-reminder';

async function smsReminder(token: string, on?: boolean): Promise<SmsState> {
  return (
    await apiFetch<SmsReminderResponse>(SMS_REMINDER_PATH, {
      method: 'POST',
      body: on === undefined ? { token } : { token, on },
    })
  ).smsReminder;
}

export function SmsReminderSection({ token }: { token: string }) {
  const { t } = useTranslation('manage');
  const errorDialog = useErrorDialog();
  const [busy, setBusy] = useState(false);
  // The draft preview's sample booking has no token: nothing to read, nothing shown.
  const state = useApi(
    token ? ['booking/sms-reminder', token] : null,
    ([, tk]) => smsReminder(tk),
    READ_ONCE,
  );

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await state.mutate(smsReminder(token, on), {
        optimisticData: (current) => ({ available: true, hoursBefore: 24, ...current, on }),
        rollbackOnError: true,
        revalidate: false,
      });
    } catch (error) {
      errorDialog.show(apiErrorId(error));
    } finally {
      setBusy(false);
    }
  };

  const current = state.data;
  if (!current?.available) return null;
  const hours = current.hoursBefore;
  return (
    <section className={`${shared.surface} ${styles.card}`} aria-labelledby="manage-sms">
      <h2 id="manage-sms" className={styles.cardTitle}>
        {t('sms.title')}
      </h2>
      <Checkbox
        label={t('sms.toggle', { hours })}
        checked={current.on}
        disabled={busy}
        onChange={(event) => void toggle(event.target.checked)}
        data-testid="sms-reminder-toggle"
      />
      <p aria-live="polite" className={styles.muted} data-testid="sms-reminder-state">
        {current.on ? t('sms.on', { hours }) : t('sms.off')}
      </p>
    </section>
  );
}
