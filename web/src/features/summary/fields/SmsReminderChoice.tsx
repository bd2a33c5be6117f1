/**
 * "Remind me by SMS" on the summary step (docs/sms.md): the phone number is given just above,
 * so the choice sits here. Optional and off by default; each person chooses for their own
 * reservation (a partner on their own booking). Turned off later on the booking's page or by
 * replying STOP.
 */
import { Checkbox } from '@/components/fields/Checkbox';
import { useTranslation } from '@/i18n/useTranslation';
import type { FormKit } from './formKit';

export function SmsReminderChoice({ kit }: { kit: FormKit }) {
  const { t } = useTranslation('summary');
  return (
    <Checkbox
      label={t('sms.label')}
      hint={t('sms.hint')}
      data-testid="sms-reminder"
      {...kit.register('smsReminder')}
    />
  );
}
