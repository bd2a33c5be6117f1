/**
 * The week of a location (rooms × days) and the day overview of every location the member may
 * see (docs/staff-desk.md, "Week view" and "Day overview"). The page keeps the view, location,
 * date and filter in the URL (/staff?view=week&location=…&date=…&filter=…). A week cell lists
 * its room's bookings of that day in time order (what a screen reader and the keyboard walk
 * through), blocked time named; its day heading leads to that day's grid.
 */
import type { DayBooking } from '@/contracts/staff-day';
import type { OverviewResponse } from '@/contracts/staff-overview';
import type { WeekResponse } from '@/contracts/staff-week';
import { useTranslation } from '@/i18n/useTranslation';
import { useApi } from '@/lib/useApi';
import { DateTime } from 'luxon';
import { BookingCard } from './DayGrid';
import { ZONE } from '@/shared/zone';
import { clock } from './dayGrid';
import { deskFetch } from './sessionEnd';
import styles from './desk.module.css';
import { TableHead } from './TableHead';

/** The desk's filters of bookings (the URL's `filter`). */
export const DESK_FILTERS = ['held', 'due', 'arrived', 'no-show', 'addon'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

/** Whether `b` passes the filter and the chosen check-up (both optional). */
export function passes(b: DayBooking, filter: DeskFilter | null, checkup: string | null): boolean {
  if (checkup && b.checkup !== checkup) return false;
  switch (filter) {
    case 'held':
      return b.status === 'held';
    case 'due':
      return b.dueCents > 0 && b.status !== 'cancelled';
    case 'arrived':
      return b.status === 'arrived';
    case 'no-show':
      return b.status === 'no-show';
    case 'addon':
      return b.addOns.length > 0;
    default:
      return true;
  }
}

const dayOf = (iso: string) => DateTime.fromISO(iso).setZone(ZONE).toISODate()!;

export function useWeek(location: string | null, date: string, active: boolean) {
  return useApi(
    active ? ['/api/staff/week', location ?? '', date] : null,
    () => deskFetch<WeekResponse>('/api/staff/week', { query: { location, date } }),
    { keepPreviousData: true, revalidateOnFocus: true, refreshInterval: 30_000 },
  );
}

export function WeekGrid({
  week,
  filter,
  checkup,
  onOpen,
  onDay,
  language,
}: {
  week: WeekResponse;
  filter: DeskFilter | null;
  checkup: string | null;
  onOpen?: (booking: DayBooking) => void;
  onDay: (date: string) => void;
  language: 'en' | 'de';
}) {
  const { t } = useTranslation('desk');
  const label = (date: string) =>
    DateTime.fromISO(date)
      .setLocale(language === 'de' ? 'de-CH' : 'en-GB')
      .toLocaleString({ weekday: 'short', day: 'numeric', month: 'numeric' });
  return (
    <div className={styles.weekScroll}>
      <table className={styles.week}>
        <caption className="visually-hidden">
          {t('week.caption', { location: week.location.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.room')}</th>
            {week.days.map((d) => (
              <th key={d.date} scope="col">
                <button
                  type="button"
                  className={`link-button ${styles.linkButton}`}
                  onClick={() => onDay(d.date)}
                >
                  {label(d.date)}
                </button>
                {d.open.length === 0 && <span className={styles.hint}> {t('day.closed')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.rooms.map((room) => (
            <tr key={room.key}>
              <th scope="row">{room.label}</th>
              {week.days.map((d) => {
                const bookings = week.bookings
                  .filter(
                    (b) =>
                      b.roomKey === room.key &&
                      b.status !== 'cancelled' &&
                      dayOf(b.startsAt) === d.date &&
                      passes(b, filter, checkup),
                  )
                  .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
                const blocked = week.blocked.filter(
                  (s) =>
                    (s.roomKey === null || s.roomKey === room.key) &&
                    dayOf(s.start) <= d.date &&
                    dayOf(new Date(Date.parse(s.end) - 1).toISOString()) >= d.date,
                );
                return (
                  <td
                    key={d.date}
                    className={blocked.length > 0 || d.open.length === 0 ? styles.weekBlocked : ''}
                    data-day={d.date}
                    data-room={room.key}
                  >
                    {blocked.map((s, i) => (
                      <p key={i} className={styles.blockNote}>
                        {t(`week.blocked.${s.source}`)} {clock(s.start)}–{clock(s.end)}
                        {s.reason ? ` · ${s.reason}` : ''}
                      </p>
                    ))}
                    <ol className={styles.weekList}>
                      {bookings.map((b) => (
                        <li key={b.id}>
                          <BookingCard booking={b} onOpen={onOpen} />
                        </li>
                      ))}
                    </ol>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function useOverview(date: string, active: boolean) {
  return useApi(
    active ? ['/api/staff/overview', date] : null,
    () => deskFetch<OverviewResponse>('/api/staff/overview', { query: { date } }),
    { keepPreviousData: true, revalidateOnFocus: true, refreshInterval: 30_000 },
  );
}

/** Minutes as hours and minutes: "2 h 30". */
function hm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

/** The overview's column headers (their text keys), in order. */
const OVERVIEW_COLUMNS = [
  'sheet.room',
  'overview.bookings',
  'overview.booked',
  'overview.free',
  'overview.blocked',
];

export function OverviewTable({
  overview,
  onLocation,
}: {
  overview: OverviewResponse;
  onLocation: (id: string) => void;
}) {
  const { t } = useTranslation('desk');
  return (
    <div className={styles.weekScroll}>
      {overview.locations.map((l) => (
        <section key={l.id} className={styles.section} aria-labelledby={`ov-${l.id}`}>
          <h2 id={`ov-${l.id}`}>
            <button
              type="button"
              className={`link-button ${styles.linkButton}`}
              onClick={() => onLocation(l.id)}
            >
              {l.name}
            </button>
            {l.dueBookings > 0 && (
              <span className={styles.hint}> · {t('overview.due', { count: l.dueBookings })}</span>
            )}
          </h2>
          <table className={styles.table}>
            <TableHead columns={OVERVIEW_COLUMNS.map((key) => t(key))} />
            <tbody>
              {l.rooms.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  <td>{r.bookings}</td>
                  <td>{hm(r.bookedMinutes)}</td>
                  <td>{hm(r.freeMinutes)}</td>
                  <td>{hm(r.blockedMinutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
