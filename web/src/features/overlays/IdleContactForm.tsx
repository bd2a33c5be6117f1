/**
 * The idle dialog's contact form (SPEC 5): an email or a phone number, checked here, sent to
 * /api/idle-contact. Loaded when the dialog first opens (IdleDialog.tsx): most visits never
 * see it, so it stays out of every step's first-load JS.
 */
import { useId, useRef, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useTranslation } from '@/i18n/useTranslation';
import { IDLE_CONTACT_PATH } from './idleContact';
import { IdleContactFailed, IdleContactField, IdleContactSubmit } from './IdleContactParts';
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
  const { t } = useTranslation(['overlays', 'common']);
  const contact = useIdleContactSend(onSent);
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
    await contact.send();
  };

  if (contact.status === 'sent') {
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
        <IdleContactField
          send={contact}
          autoComplete="email"
          onInput={interact}
          testId="idle-contact-input"
        />
        <div id={statusId} aria-live="polite">
          <IdleContactFailed send={contact} />
        </div>
      </div>
      <IdleContactSubmit send={contact} testId="idle-contact-submit" />
    </form>
  );
}
