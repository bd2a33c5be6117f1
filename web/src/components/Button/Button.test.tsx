/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfoBlock } from '../InfoBlock/InfoBlock';
import { Button } from './Button';

describe('Button', () => {
  it('is a type=button button by default, with variant and size classes', async () => {
    const onClick = jest.fn();
    render(
      <Button variant="danger" size="XL" onClick={onClick}>
        Cancel
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toMatch(/danger/);
    expect(button.className).toMatch(/sizeXL/);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders as a link when given href', () => {
    render(
      <Button href="/check-up" variant="secondary" icon="chevron-left">
        Back
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveAttribute('href', '/check-up');
    expect(link.className).toMatch(/secondary/);
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('InfoBlock', () => {
  it('announces errors as alerts and shows label and text', () => {
    render(<InfoBlock variant="error" icon="error" label="Payment" text="Payment failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('PaymentPayment failed.');
  });

  it('is a plain note for other variants', () => {
    render(<InfoBlock variant="success" text="Saved." />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Saved.').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'success',
    );
  });
});
