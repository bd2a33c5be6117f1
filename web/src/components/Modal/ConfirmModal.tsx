import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

export interface ConfirmModalProps {
  open: boolean;
  /** Closes without acting: the cancel button, Escape and a click outside. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** `danger` where the step cannot be undone (a cancellation). */
  confirmVariant?: 'primary' | 'danger';
  /** While the action runs the confirm button is disabled, so it runs once. */
  busy?: boolean;
  confirmTestId?: string;
}

/** A dialog asking to confirm one step: keep as it is, or go ahead. */
export function ConfirmModal({
  open,
  onClose,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirmVariant = 'primary',
  busy = false,
  confirmTestId,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            disabled={busy}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
