/**
 * The SMS reminder on the manage page (docs/sms.md "Opting out"): a switch that turns the
 * booking's SMS reminder off (or on again). The SMS itself links here. Shown only when the
 * booking has a phone number and is still active.
 */
import type { SmsReminderResponse } from '@/contracts/booking-sms-reminder';
import { Checkbox } from '@/components/fields/Checkbox';
import { useTranslation } from '@/i18n/useTranslation';
import { apiFetch } from '@/lib/fetcher';
import styles from './ManageBooking.module.css';
import { ManageCard } from './ManageCard';
import { useManageSwitch } from './useManageSwitch';

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
  const { current, busy, toggle } = useManageSwitch('booking/sms-reminder', token, smsReminder, {
    available: true,
    hoursBefore: 24,
  });
  if (!current?.available) return null;
  const hours = current.hoursBefore;
  return (
    <ManageCard id="manage-sms" title={t('sms.title')}>
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
    </ManageCard>
  );
}
