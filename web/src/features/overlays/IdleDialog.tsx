import { useRouter } from 'next/router';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Modal } from '@/components/Modal/Modal';
import { useBookingState, useBookingStore } from '@/features/booking/state/BookingProvider';
import { useLocale } from '@/i18n/useLocale';
import { sessionStore } from '@/lib/sessionStorage';
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
import { useIdleQuiet } from './idleQuiet';

/** Pages of someone who has booked (their link's page): never a sales prompt. */
const BOOKED_PAGES: ReadonlySet<string> = new Set(['/booking', '/rebook', '/screening']);

/** The form loads when the dialog first opens (IdleContactForm.tsx). */
const IdleContactForm = lazy(() => import('./IdleContactForm'));

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
  // A part of the page offers its own call back (./idleQuiet.ts).
  const quiet = useIdleQuiet();
  // The server reads no storage; that is harmless, as the dialog never shows on first render.
  const [memory, setMemory] = useState<IdleDialogMemory>(() => readIdleMemory(sessionStore()));
  const [open, setOpen] = useState(false);
  // Once the contact is sent the dialog is done, however it is closed afterwards.
  const sent = useRef(false);

  // The manage page (/booking), the choose-a-new-time page (/rebook) and the safety
  // questionnaire (/screening) belong to someone who has booked, the email preview
  // (/preview/email) to an editor: no sales prompt there.
  const { pathname } = useRouter();
  const noPrompt = BOOKED_PAGES.has(pathname) || pathname.startsWith('/preview/');
  const allowed =
    !noPrompt &&
    !quiet &&
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
      <Suspense fallback={null}>
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
      </Suspense>
    </Modal>
  );
}
