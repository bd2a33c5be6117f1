/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/i18n/testing';
import { MonthCalendar } from './MonthCalendar';

const props = {
  month: '2026-12',
  onMonthChange: () => {},
  minDate: '2026-12-01',
  maxDate: '2027-02-28',
  bookable: new Set(['2026-12-04', '2026-12-07']),
  onSelect: () => {},
  language: 'en' as const,
};

const tabStops = () =>
  screen.getAllByRole('button').filter((b) => b.hasAttribute('data-date') && b.tabIndex === 0);

describe('MonthCalendar roving tab stop (docs/manage-booking.md)', () => {
  it('moves to a day selected after the first render (the auto-selected first bookable day)', () => {
    const { rerender } = renderWithI18n(<MonthCalendar {...props} selectedDate={null} />);
    expect(tabStops().map((b) => b.dataset.date)).toEqual(['2026-12-01']);
    rerender(<MonthCalendar {...props} selectedDate="2026-12-04" />);
    expect(tabStops().map((b) => b.dataset.date)).toEqual(['2026-12-04']);
  });

  it('labels days in English style', () => {
    renderWithI18n(<MonthCalendar {...props} selectedDate="2026-12-04" />);
    expect(screen.getByRole('button', { name: /^Friday, 4 December 2026/ })).toBeTruthy();
  });
});
