/**
 * The idle dialog's contact form (SPEC 5): an email or a phone number, checked here, sent to
 * /api/idle-contact. Loaded when the dialog first opens (IdleDialog.tsx): most visits never
 * see it, so it stays out of every step's first-load JS.
 */
import { useId, useRef, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { TextField } from '@/components/fields/TextField';
import { CONTACT_EXAMPLES } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { useTranslation } from '@/i18n/useTranslation';
import { IDLE_CONTACT_PATH } from './idleContact';
import { useIdleContactSend } from './useIdleContactSend';
import styles from './IdleDialog.module.css';

export { IDLE_CONTACT_PATH };

export default function IdleContactForm({
  onSent,
  onInteract,
  onDone,
}: {
  onSent: () => void;
  onInteract: () => void;
  onDone: () => void;
}) {
  const { market } = useLocale();
  const { t } = useTranslation(['overlays', 'common']);
  const { value, change, error, status, send } = useIdleContactSend(onSent);
  const interacted = useRef(false);
  const statusId = useId();

  const interact = () => {
    if (interacted.current) return;
    interacted.current = true;
    onInteract();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    interact();
    await send();
  };

  if (status === 'sent') {
    return (
      <div className={styles.body} aria-live="polite">
        <InfoBlock variant="success" icon="success" text={t('idle.sent')} />
        <Button variant="primary" size="L" onClick={onDone}>
          {t('idle.backToBooking')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.body} onSubmit={submit} noValidate aria-describedby={statusId}>
      <p>{t('idle.text')}</p>
      <div>
        <TextField
          label={t('idle.fieldLabel')}
          hint={t('idle.fieldHint', CONTACT_EXAMPLES[market])}
          name="contact"
          autoComplete="email"
          value={value}
          onChange={(event) => {
            interact();
            change(event.target.value);
          }}
          error={error}
          showErrors={error !== undefined}
          data-testid="idle-contact-input"
        />
        <div id={statusId} aria-live="polite">
          {status === 'failed' && (
            <InfoBlock variant="error" icon="error" text={t('idle.failed')} />
          )}
        </div>
      </div>
      <Button
        type="submit"
        variant="primary"
        size="L"
        disabled={status === 'sending'}
        data-testid="idle-contact-submit"
      >
        {status === 'sending' ? t('idle.sending') : t('idle.submit')}
      </Button>
    </form>
  );
}
