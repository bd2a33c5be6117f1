/**
 * The idle contact channel's field, failure note and send button (SPEC 5), the same in the idle
 * dialog and the pre-check's call back (docs/screening.md "Pre-check"): only where they stand
 * and their test ids differ.
 */
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { TextField } from '@/components/fields/TextField';
import { CONTACT_EXAMPLES } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { useTranslation } from '@/i18n/useTranslation';
import type { useIdleContactSend } from './useIdleContactSend';

type Send = ReturnType<typeof useIdleContactSend>;

export function IdleContactField({
  send,
  autoComplete,
  onInput,
  testId,
}: {
  send: Send;
  autoComplete: 'email' | 'tel';
  /** Each keystroke, before the value changes (the idle dialog counts it as interaction). */
  onInput?: () => void;
  testId: string;
}) {
  const { market } = useLocale();
  const { t } = useTranslation(['overlays']);
  return (
    <TextField
      label={t('overlays:idle.fieldLabel')}
      hint={t('overlays:idle.fieldHint', CONTACT_EXAMPLES[market])}
      name="contact"
      autoComplete={autoComplete}
      value={send.value}
      onChange={(event) => {
        onInput?.();
        send.change(event.target.value);
      }}
      error={send.error}
      showErrors={send.error !== undefined}
      data-testid={testId}
    />
  );
}

/** Shown when the request failed: the visitor can try again. */
export function IdleContactFailed({ send }: { send: Send }) {
  const { t } = useTranslation(['overlays']);
  return send.status === 'failed' ? (
    <InfoBlock variant="error" icon="error" text={t('overlays:idle.failed')} />
  ) : null;
}

export function IdleContactSubmit({ send, testId }: { send: Send; testId: string }) {
  const { t } = useTranslation(['overlays']);
  const sending = send.status === 'sending';
  return (
    <Button type="submit" variant="primary" size="L" disabled={sending} data-testid={testId}>
      {sending ? t('overlays:idle.sending') : t('overlays:idle.submit')}
    </Button>
  );
}
