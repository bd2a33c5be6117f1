/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@/i18n/testing';
import { ConfirmModal } from './ConfirmModal';

function renderConfirm(busy = false) {
  const onClose = jest.fn();
  const onConfirm = jest.fn();
  renderWithI18n(
    <ConfirmModal
      open
      onClose={onClose}
      title="Cancel the booking?"
      cancelLabel="Keep it"
      confirmLabel="Cancel booking"
      confirmVariant="danger"
      onConfirm={onConfirm}
      busy={busy}
      confirmTestId="confirm"
    >
      <p>No refund.</p>
    </ConfirmModal>,
  );
  return { onClose, onConfirm };
}

describe('ConfirmModal', () => {
  it('asks in a labelled dialog: keep closes it, confirm acts', async () => {
    const { onClose, onConfirm } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Cancel the booking?' });
    expect(dialog).toHaveTextContent('No refund.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot confirm twice while the step runs', async () => {
    const { onConfirm } = renderConfirm(true);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
    await userEvent.click(screen.getByTestId('confirm'));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
