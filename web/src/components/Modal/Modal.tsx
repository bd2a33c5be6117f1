import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '../icons/Icon';
import { useScrollLock } from './useScrollLock';
import { focusableElements, useFocusTrap } from './useFocusTrap';
import styles from './Modal.module.css';
import { useIsClient } from '@/lib/useIsClient';
import { stegaClean } from '@/lib/stegaClean';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  theme?: 'light' | 'dark';
  /** Hide the close icon (the dialog still closes by Escape and outside click). */
  hideCloseButton?: boolean;
  /** Called for a click on the backdrop; default: onClose. */
  onOutsideClick?: () => void;
}

/**
 * A dialog over the page: closes on Escape and outside click, locks page scroll, keeps
 * keyboard focus inside and gives it back to where it was when it closes.
 */
export function Modal(props: ModalProps) {
  const mounted = useIsClient();
  if (!props.open || !mounted) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

/**
 * Gives focus back to where it was when the dialog opened; when that was nothing (the page's
 * body) or is gone since (a re-render, a navigation), to the main region, never to <body>.
 */
export function returnFocus(previous: HTMLElement | null): void {
  const target =
    previous && previous !== document.body && previous.isConnected
      ? previous
      : (document.getElementById('main') ?? null);
  target?.focus?.({ preventScroll: true });
}


function OpenModal({
  onClose,
  title,
  children,
  footer,
  theme = 'light',
  hideCloseButton,
  onOutsideClick,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useScrollLock();
  useFocusTrap(dialogRef);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusableElements(dialog)[0] ?? dialog).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocus(previous);
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) (onOutsideClick ?? onClose)();
      }}
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[theme]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={stegaClean(t('modal.close'))}
            >
              <Icon name="close" size={22} />
            </button>
          )}
        </div>
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
