import { useRouter } from 'next/router';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { IdleContactResponse } from '@/contracts/idle-contact';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { Modal } from '@/components/Modal/Modal';
import { TextField } from '@/components/fields/TextField';
import { useBookingState, useBookingStore } from '@/features/booking/state/BookingProvider';
import { useLocale } from '@/i18n/useLocale';
import { CONTACT_EXAMPLES } from '@/i18n/locales';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { sessionStore } from '@/lib/sessionStorage';
import { parseIdleContact } from './idleContact';
import { trackIdleDialog } from './idleAnalytics';
import {
  afterClose,
  idleDialogAllowed,
  readIdleMemory,
  writeIdleMemory,
  type IdleDialogMemory,
} from './idleTimer';
import { useShownError } from './useErrorDialog';
import { useIdleTimer } from './useIdleTimer';
import styles from './IdleDialog.module.css';

export const IDLE_CONTACT_PATH = '/api/idle-contact';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The idle dialog (SPEC 4, 5): after 15 s without activity it offers a call back or an
 * email. Never while a reservation is processing, after success, or once dismissed.
 */
export function IdleDialog({ timeoutMs }: { timeoutMs?: number }) {
  const { t } = useTranslation('overlays');
  // Narrow reads: the dialog renders again for these flags, not for each keystroke of a form.
  const store = useBookingStore();
  const isProcessing = useBookingState((s) => s.isProcessing);
  const isReservationSuccess = useBookingState((s) => s.isReservationSuccess);
  const isPaymentSuccess = useBookingState((s) => s.isPaymentSuccess);
  const { locale } = useLocale();
  const errorShown = useShownError() !== null;
  // The server reads no storage; that is harmless, as the dialog never shows on first render.
  const [memory, setMemory] = useState<IdleDialogMemory>(() => readIdleMemory(sessionStore()));
  const [open, setOpen] = useState(false);
  // Once the contact is sent the dialog is done, however it is closed afterwards.
  const sent = useRef(false);

  // The manage page (/booking) belongs to someone who has booked: no sales prompt there.
  const afterBooking = useRouter().pathname === '/booking';
  const allowed =
    !afterBooking &&
    idleDialogAllowed({
      done: memory.done,
      isProcessing,
      isReservationSuccess,
      isPaymentSuccess,
      otherDialogOpen: errorShown,
    });

  const onIdle = useCallback(() => {
    setOpen(true);
    trackIdleDialog('checkout_popup_open', store.getState(), locale);
  }, [store, locale]);
  useIdleTimer(allowed && !open, onIdle, timeoutMs);

  // A reservation that starts or succeeds while the dialog is open takes it away.
  const visible = open && allowed;

  const close = (closedBy: 'close-icon' | 'outside' | 'sent') => {
    const how = sent.current ? 'sent' : closedBy;
    const next = afterClose(memory, how);
    writeIdleMemory(sessionStore(), next);
    setMemory(next);
    setOpen(false);
    if (how !== 'sent') trackIdleDialog('checkout_popup_close', store.getState(), locale);
  };

  return (
    <Modal
      open={visible}
      onClose={() => close('close-icon')}
      onOutsideClick={() => close('outside')}
      title={t('idle.title')}
    >
      <IdleContactForm
        onSent={() => {
          sent.current = true;
          // Remembered at once (a reload before closing must not bring the dialog back).
          writeIdleMemory(sessionStore(), afterClose(memory, 'sent'));
          trackIdleDialog('checkout_popup_form_success', store.getState(), locale);
        }}
        onInteract={() =>
          trackIdleDialog('checkout_popup_form_interaction', store.getState(), locale)
        }
        onDone={() => close('sent')}
      />
    </Modal>
  );
}

function IdleContactForm({
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<SendState>('idle');
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
    const contact = parseIdleContact(value);
    if (!contact.ok) {
      // SPEC 5: invalid input shows the matching message and nothing is sent.
      setError(
        t(
          contact.error === 'email'
            ? 'common:idleTimeModal.inputEmailError'
            : 'common:idleTimeModal.inputPhoneError',
        ),
      );
      return;
    }
    setError(undefined);
    setStatus('sending');
    try {
      await apiFetch<IdleContactResponse>(IDLE_CONTACT_PATH, {
        method: 'POST',
        body: contact.body,
      });
      setStatus('sent');
      onSent();
    } catch (err) {
      // The request failed: the visitor can try again; the id is for the log only.
      if (!isApiError(err)) throw err;
      setStatus('failed');
    }
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
            setValue(event.target.value);
            if (error) setError(undefined);
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
