/** @jest-environment jsdom */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@/i18n/testing';
import { DateField } from './DateField';

function Harness({
  initial = '',
  onBlur = jest.fn(),
  error,
}: {
  initial?: string;
  onBlur?: () => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        hint="For example, 17 05 1980"
        partLabels={{ day: 'Day', month: 'Month', year: 'Year' }}
        autoComplete="bday"
        required
        error={error}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
      />
      <output data-testid="value">{value}</output>
      <button type="button">next</button>
    </>
  );
}

const part = (name: string) =>
  within(screen.getByRole('group', { name: /^Date of birth/ })).getByLabelText(name);

describe('DateField', () => {
  it('shows a stored date in its parts and writes what is typed as year-month-day', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial="1985-03-02" />);
    expect(part('Day')).toHaveValue('02');
    expect(part('Month')).toHaveValue('03');
    expect(part('Year')).toHaveValue('1985');
    await user.clear(part('Month'));
    await user.type(part('Month'), '1x1');
    expect(screen.getByTestId('value')).toHaveTextContent('1985-11-02');
  });

  it('labels each part for autofill and screen readers, the hint read with each', () => {
    renderWithI18n(<Harness />);
    expect(part('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(part('Month')).toHaveAttribute('autocomplete', 'bday-month');
    expect(part('Year')).toHaveAttribute('autocomplete', 'bday-year');
    expect(part('Year')).toHaveAttribute('inputmode', 'numeric');
    expect(part('Day')).toHaveAccessibleDescription('For example, 17 05 1980');
  });

  it('reports leaving only when focus leaves all three parts', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    renderWithI18n(<Harness onBlur={onBlur} />);
    await user.click(part('Day'));
    await user.tab();
    await user.tab();
    expect(part('Year')).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('fills all three parts from a whole date pasted into one', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(part('Day'));
    await user.paste('29.02.1981');
    expect(part('Day')).toHaveValue('29');
    expect(part('Month')).toHaveValue('02');
    expect(part('Year')).toHaveValue('1981');
  });

  it('marks every part invalid and reads the error with each', () => {
    renderWithI18n(<Harness error="This date does not exist." />);
    for (const name of ['Day', 'Month', 'Year']) {
      expect(part(name)).toHaveAttribute('aria-invalid', 'true');
      expect(part(name)).toHaveAccessibleDescription(/This date does not exist\./);
    }
    expect(screen.getByTestId('required-marker')).toBeInTheDocument();
  });
});
