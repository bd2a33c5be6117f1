/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@/i18n/testing';
import { Modal } from './Modal';

function Harness({
  initiallyOpen = false,
  theme,
}: {
  initiallyOpen?: boolean;
  theme?: 'light' | 'dark';
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Booking"
        theme={theme}
        footer={<button>confirm</button>}
      >
        <input aria-label="email" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog and renders nothing when closed', async () => {
    renderWithI18n(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByText('open'));
    const dialog = screen.getByRole('dialog', { name: 'Booking' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithI18n(<Harness />);
    const opener = screen.getByText('open');
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    renderWithI18n(<Harness initiallyOpen />);
    await userEvent.click(screen.getByLabelText('email'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    renderWithI18n(<Harness />);
    await userEvent.click(screen.getByText('open'));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps Tab focus inside the dialog', async () => {
    renderWithI18n(<Harness />);
    await userEvent.click(screen.getByText('open'));
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const input = screen.getByLabelText('email');
    const confirm = screen.getByRole('button', { name: 'confirm' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    expect(screen.getByText('open')).not.toHaveFocus();
  });

  it('has a dark theme', async () => {
    renderWithI18n(<Harness initiallyOpen theme="dark" />);
    await act(async () => {});
    expect(screen.getByRole('dialog').className).toMatch(/dark/);
  });
});
