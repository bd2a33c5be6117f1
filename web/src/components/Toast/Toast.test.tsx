/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/i18n/testing';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { showToast } = useToast();
  return <button onClick={() => showToast(options)}>{label}</button>;
}

function setup(...triggers: { label: string; options: ToastOptions }[]) {
  return renderWithI18n(
    <ToastProvider>
      {triggers.map((t) => (
        <Trigger key={t.label} {...t} />
      ))}
    </ToastProvider>,
    { language: 'de' },
  );
}

/** `text` is still shown `shownFor` ms from now, and gone `goneAfter` ms later. */
function expectShownThenGone(text: string, shownFor: number, goneAfter: number) {
  act(() => jest.advanceTimersByTime(shownFor));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(goneAfter));
  expect(screen.queryByText(text)).toBeNull();
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows an info toast by default and hides it after 5 seconds', () => {
    setup({ label: 'show', options: { message: 'Gespeichert' } });
    fireEvent.click(screen.getByText('show'));
    const toast = screen.getByText('Gespeichert').closest('[data-variant]');
    expect(toast).toHaveAttribute('data-variant', 'info');
    expectShownThenGone('Gespeichert', 4999, 1);
  });

  it('replaces the earlier toast, and the new one gets its full duration', () => {
    setup(
      { label: 'first', options: { message: 'Erste', durationMs: 3000 } },
      { label: 'second', options: { message: 'Zweite', variant: 'danger', durationMs: 3000 } },
    );
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText('second'));
    expect(screen.queryByText('Erste')).toBeNull();
    expect(screen.getByText('Zweite').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'danger',
    );
    expectShownThenGone('Zweite', 2000, 1000);
  });

  it('hides on its OK button, which can be left out', () => {
    setup(
      { label: 'with', options: { message: 'Mit Knopf', variant: 'success' } },
      { label: 'without', options: { message: 'Ohne Knopf', hideButton: true } },
    );
    fireEvent.click(screen.getByText('with'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Mit Knopf')).toBeNull();
    fireEvent.click(screen.getByText('without'));
    expect(screen.getByText('Ohne Knopf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('refuses to work without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithI18n(<Trigger label="x" options={{ message: 'x' }} />)).toThrow(
      /ToastProvider/,
    );
  });
});
