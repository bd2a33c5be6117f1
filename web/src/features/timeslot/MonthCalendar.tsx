import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '@/components/icons/Icon';
import type { Language } from '@/i18n/locales';
import {
  addDays,
  addMonths,
  calendarText,
  clampDate,
  isCalendarKey,
  monthGrid,
  monthOf,
  moveDate,
  weekdayOf,
} from './calendar';
import styles from './TimeslotStep.module.css';
import { stegaClean } from '@/lib/stegaClean';

const DATE_LOCALE: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

export interface MonthCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  /** First and last day that may be chosen at all (today / startDate, horizon). */
  minDate: string;
  maxDate: string;
  /** Days with free slots in the shown month; null while loading. */
  bookable: ReadonlySet<string> | null;
  /**
   * Days that have times but none free (fully booked): drawn and labelled as full, not as
   * closed, and choosable, so the step can point to the waitlist for that day. Optional.
   */
  full?: ReadonlySet<string> | null;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  language: Language;
}

/**
 * A month grid (WAI-ARIA date picker pattern): one tab stop, arrows move by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month; days without slots stay focusable
 * but cannot be chosen. Availability is shown by a mark and in the label, not by colour only.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  minDate,
  maxDate,
  bookable,
  full = null,
  selectedDate,
  onSelect,
  language,
}: MonthCalendarProps) {
  const { t } = useTranslation('timeslot');
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<string>(
    () => selectedDate ?? clampDate(`${month}-01`, minDate, maxDate),
  );
  const shouldFocus = useRef(false);
  const locale = DATE_LOCALE[language];
  // A day chosen from outside (the first bookable day, selected once the slots arrive) becomes
  // the tab stop, so the keyboard lands on the day whose times are shown (docs/manage-booking.md).
  const [seenSelected, setSeenSelected] = useState(selectedDate);
  if (selectedDate !== seenSelected) {
    setSeenSelected(selectedDate);
    if (selectedDate) setFocusDate(selectedDate);
  }

  // The roving focus always stays inside the shown month.
  const activeDate =
    monthOf(focusDate) === month
      ? focusDate
      : clampDate(
          selectedDate && monthOf(selectedDate) === month ? selectedDate : `${month}-01`,
          minDate,
          maxDate,
        );

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${activeDate}"]`)?.focus();
  }, [activeDate, month]);

  const canPrev = monthOf(minDate) < month;
  const canNext = monthOf(maxDate) > month;
  // Monday to Sunday of the month's first week, for the column names.
  const monday = addDays(`${month}-01`, 1 - weekdayOf(`${month}-01`));
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    const next = clampDate(moveDate(activeDate, event.key), minDate, maxDate);
    shouldFocus.current = true;
    setFocusDate(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  const choose = (date: string) => {
    setFocusDate(date);
    if (bookable?.has(date) || full?.has(date)) onSelect(date);
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={!canPrev}
          aria-label={stegaClean(t('previousMonth'))}
        >
          <Icon name="chevron-left" size={22} />
        </button>
        <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
          {calendarText.monthTitle(month, locale)}
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={!canNext}
          aria-label={stegaClean(t('nextMonth'))}
        >
          <Icon name="chevron-right" size={22} />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        className={styles.grid}
        onKeyDown={onKeyDown}
        aria-busy={bookable === null || undefined}
      >
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col" abbr={calendarText.weekdayLong(d, locale)}>
                {calendarText.weekdayShort(d, locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0].date}>
              {week.map((cell) => {
                if (!cell.inMonth) return <td key={cell.date} className={styles.outside} />;
                const inRange = cell.date >= minDate && cell.date <= maxDate;
                const available = inRange && (bookable?.has(cell.date) ?? false);
                const isFull = inRange && !available && (full?.has(cell.date) ?? false);
                const selected = cell.date === selectedDate;
                const state = available ? t('available') : isFull ? t('full') : t('unavailable');
                const label = `${calendarText.dayLabel(cell.date, locale)}, ${state}`;
                return (
                  <td key={cell.date} aria-selected={selected}>
                    <button
                      type="button"
                      data-date={cell.date}
                      tabIndex={cell.date === activeDate ? 0 : -1}
                      aria-label={stegaClean(label)}
                      aria-disabled={(!available && !isFull) || undefined}
                      data-full={isFull || undefined}
                      className={[
                        styles.day,
                        available
                          ? styles.dayAvailable
                          : isFull
                            ? styles.dayFull
                            : styles.dayUnavailable,
                        selected ? styles.daySelected : '',
                      ].join(' ')}
                      onClick={() => choose(cell.date)}
                    >
                      <span>{Number(cell.date.slice(8, 10))}</span>
                      {available && <span className={styles.dayMark} aria-hidden="true" />}
                      {isFull && <span className={styles.dayFullMark} aria-hidden="true" />}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <span className={styles.legendMark} aria-hidden="true" /> {t('legend')}
      </p>
      {full && (
        <p className={styles.legend}>
          <span className={styles.legendFullMark} aria-hidden="true" /> {t('legendFull')}
        </p>
      )}
    </div>
  );
}
