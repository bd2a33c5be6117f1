/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithI18n } from '@/i18n/testing';
import { TextField } from './TextField';

describe('TextField', () => {
  it('shows no marker, no error and no success icon while errors are hidden and it is empty', () => {
    renderWithI18n(<TextField label="Email" required error="Invalid email" showErrors={false} />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByTestId('required-marker')).toBeNull();
    expect(screen.queryByText('Invalid email')).toBeNull();
    expect(screen.queryByTestId('field-success')).toBeNull();
  });

  it('shows marker and error text, wired to the input, when errors are shown', () => {
    renderWithI18n(<TextField label="Email" required error="Invalid email" showErrors />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByTestId('required-marker')).toHaveTextContent('(required)');
  });

  it('shows the success icon once filled without error', async () => {
    renderWithI18n(<TextField label="First name" />);
    expect(screen.queryByTestId('field-success')).toBeNull();
    await userEvent.type(screen.getByLabelText('First name'), 'Anna');
    expect(screen.getByRole('img', { name: 'Input valid' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('First name'));
    expect(screen.queryByTestId('field-success')).toBeNull();
  });

  it('shows no success icon for a filled field with an error', () => {
    renderWithI18n(<TextField label="Email" defaultValue="anna@" error="Invalid email" />);
    expect(screen.queryByTestId('field-success')).toBeNull();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('shows the success icon for a value react-hook-form filled in (prefill from the store)', () => {
    function Prefilled() {
      const { register } = useForm({ defaultValues: { firstName: 'Anna' } });
      return <TextField label="First name" {...register('firstName')} />;
    }
    renderWithI18n(<Prefilled />);
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByTestId('field-success')).toBeInTheDocument();
  });
});
