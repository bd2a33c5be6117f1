/**
 * Fills the summary form (found by its English labels) with a valid booker, for the tests
 * that need to get past its validation.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

const form = () => screen.getByTestId('summary-form');
const field = (name: string) => within(form()).getByLabelText(new RegExp(`^${name}`));

export async function fillValidSummary(user: User) {
  await user.type(field('First name'), 'Anna');
  await user.type(field('Last name'), 'Muster');
  await user.type(field('Email'), 'anna@example.ch');
  await user.type(field('Number'), '079 123 45 67');
  const birth = within(screen.getByRole('group', { name: /^Date of birth/ }));
  await user.type(birth.getByLabelText('Day'), '17');
  await user.type(birth.getByLabelText('Month'), '5');
  await user.type(birth.getByLabelText('Year'), '1980');
  await user.type(field('Street and number'), 'Bahnhofstrasse 1');
  await user.type(field('Postal code'), '3011');
  await user.type(field('City'), 'Bern');
  await user.click(field('I accept the terms'));
}
