/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { BookingProvider } from '@/features/booking/state/BookingProvider';
import { createBookingStore } from '@/features/booking/state/store';
import { INITIAL_BOOKING_STATE, type BookingState } from '@/features/booking/state/types';
import { createTestTranslator, renderWithI18n, TestTranslations } from '@/i18n/testing';
import { STEPS } from '../steps';
import { PROGRESS_STEPS, StepProgress, type ProgressStep } from './StepProgress';

const BOOKING: BookingState = {
  ...INITIAL_BOOKING_STATE,
  checkupSlug: 'whole_body_scan',
  locationSlug: 'bern',
  services: ['dxa'],
};

function renderProgress(
  current: ProgressStep,
  state: BookingState = BOOKING,
  language: 'de' | 'en' = 'en',
) {
  return renderWithI18n(
    <BookingProvider store={createBookingStore(null, state)}>
      <StepProgress current={current} />
    </BookingProvider>,
    { language },
  );
}

const items = () =>
  within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('listitem');

describe('StepProgress', () => {
  test('the seven steps in order, without payment-return', () => {
    expect(PROGRESS_STEPS).toEqual(STEPS.filter((step) => step !== 'payment-return'));
    renderProgress('check-up');
    expect(items().map((li) => li.textContent)).toEqual([
      '1Check-up',
      '2Add-ons',
      '3Location',
      '4Appointment',
      '5Summary',
      '6Payment',
      '7Booking confirmed',
    ]);
  });

  test('marks the current step, the done ones (links back with the booking query) and the rest', () => {
    renderProgress('timeslot');
    const list = items();
    expect(list[3]).toHaveAttribute('aria-current', 'step');
    expect(list.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
    const back = within(list[0]).getByRole('link', { name: 'Check-up (done)' });
    expect(back).toHaveAttribute('href', expect.stringMatching(/^\/check-up\?/));
    expect(back.getAttribute('href')).toContain('checkup=whole_body_scan');
    expect(back.getAttribute('href')).toContain('location=bern');
    expect(back.getAttribute('href')).toContain('services=dxa');
    expect(within(list[2]).getByRole('link', { name: 'Location (done)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/location\?/),
    );
    // The current step and the ones ahead are not links.
    for (const li of list.slice(3)) expect(within(li).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  test('the compact line for phones names the step number and label', () => {
    renderProgress('timeslot', BOOKING, 'de');
    expect(screen.getByText('Schritt 4 von 7 · Termin')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('navigation', { name: 'Buchungsschritte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zusatzleistungen (erledigt)' })).toBeInTheDocument();
  });

  test('on the success page every earlier step is done but none is a link (the success lock)', () => {
    renderProgress('success', { ...BOOKING, isReservationSuccess: true, isPaymentSuccess: true });
    const list = items();
    expect(list[6]).toHaveAttribute('aria-current', 'step');
    expect(list.slice(0, 6).every((li) => li.dataset.status === 'done')).toBe(true);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Check-up')).toHaveTextContent('Check-up (done)');
  });

  test('once paid, the payment step does not link back either', () => {
    renderProgress('payment', { ...BOOKING, isPaymentSuccess: true });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  test('renders in the static HTML, with the links before the booking is known', () => {
    const html = renderToString(
      <TestTranslations translator={createTestTranslator('en')}>
        <BookingProvider store={createBookingStore(null)}>
          <StepProgress current="add-ons" />
        </BookingProvider>
      </TestTranslations>,
    );
    expect(html).toContain('<nav aria-label="Booking steps"');
    expect(html).toContain('<ol');
    expect(html).toMatch(/<li[^>]*aria-current="step"[^>]*>/);
    expect(html).toContain('href="/check-up"');
    expect(html).toContain('Step 2 of 7 · Add-ons');
  });
});
