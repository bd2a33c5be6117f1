/**
 * /staff: the day view. Location and date live in the URL (?location=&date=, no personal
 * data), so a reload, the back button and a shared link show the same day. Opening a booking
 * shows its detail beside the grid (over it on a tablet); closing it returns focus to the
 * booking's card. A tap on a room's free time starts a booking there (docs/staff-desk.md,
 * "Tablet" and "Walk-ins").
 */
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { DayBooking } from '@/contracts/staff-day';
import { isApiError } from '@/lib/fetcher';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { BookingDrawer } from './BookingDrawer';
import { BookingCard, DayGrid } from './DayGrid';
import { DeskLayout } from './DeskLayout';
import { DeskDateInput, DeskError, NamedOptions } from './DeskParts';
import { MoveConfirm } from './MoveConfirm';
import { longDate, shiftDate, zurichToday } from './dayGrid';
import { useDay } from './useDay';
import {
  DESK_FILTERS,
  OverviewTable,
  passes,
  useOverview,
  useWeek,
  WeekGrid,
  type DeskFilter,
} from './WeekView';
import { useStaffMe } from './useStaffMe';
import styles from './desk.module.css';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const VIEWS = ['day', 'week', 'overview'] as const;
type View = (typeof VIEWS)[number];

export function DayPage() {
  const { t } = useTranslation('desk');
  const router = useRouter();
  const language = languageOf(toLocale(router.locale));
  const queryDate = typeof router.query.date === 'string' ? router.query.date : '';
  const date = DATE_RE.test(queryDate) ? queryDate : zurichToday();
  const location = typeof router.query.location === 'string' ? router.query.location : null;
  // The view and its filters live in the URL too (docs/staff-desk.md, "Week view").
  const view: View = VIEWS.find((v) => v === router.query.view) ?? 'day';
  const filter = DESK_FILTERS.find((f) => f === router.query.filter) ?? null;
  const checkup = typeof router.query.checkup === 'string' ? router.query.checkup : null;
  const day = useDay(router.isReady ? location : null, date);
  const week = useWeek(router.isReady && view === 'week' ? location : null, date, view === 'week');
  const overview = useOverview(date, router.isReady && view === 'overview');
  const [open, setOpen] = useState<DayBooking | null>(null);
  const [dragged, setDragged] = useState<{
    booking: DayBooking;
    start: string;
    room: { key: string; label: string };
  } | null>(null);
  const role = useStaffMe().data?.role;
  const now = useNow();
  // Closed: focus goes back to the card that opened it (it may have moved in the grid).
  const close = () => {
    const id = open?.id;
    setOpen(null);
    if (id)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-booking="${CSS.escape(id)}"]`)?.focus(),
      );
  };
  // The opened booking beside the week or the day; a change there reads that view again.
  const drawer = (onChanged: () => void) =>
    open && <BookingDrawer summary={open} onClose={close} onChanged={onChanged} role={role} />;
  // A viewer reads the day; the detail and booking are reception's (the server's roles).
  const acts = role !== undefined && role !== 'viewer';
  const bookHere = (roomKey: string, start: string) => {
    if (!day.data) return;
    void router.push({
      pathname: '/staff/book',
      query: { location: day.data.location.id, room: roomKey, start, date },
    });
  };

  type Next = {
    location?: string;
    date?: string;
    view?: View;
    filter?: DeskFilter | null;
    checkup?: string | null;
  };
  const go = (next: Next) => {
    const v = next.view ?? view;
    const f = next.filter === undefined ? filter : next.filter;
    const c = next.checkup === undefined ? checkup : next.checkup;
    void router.replace(
      {
        pathname: '/staff',
        query: {
          ...(v === 'day' ? {} : { view: v }),
          location: next.location ?? day.data?.location.id ?? location ?? undefined,
          date: next.date ?? date,
          ...(f ? { filter: f } : {}),
          ...(c ? { checkup: c } : {}),
        },
      },
      undefined,
      { shallow: true, scroll: false },
    );
  };
  const step = view === 'week' ? 7 : 1;
  const checkups = [
    ...new Set(
      [...(day.data?.bookings ?? []), ...(week.data?.bookings ?? [])].map((b) => b.checkup),
    ),
  ].sort();
  const heading = t(`view.heading.${view}`);

  const errorId = isApiError(day.error) ? day.error.id : day.error ? 'generic' : null;
  const active = (bookings: DayBooking[]) =>
    bookings.filter((b) => b.status !== 'cancelled').length;
  const count = active(day.data?.bookings ?? []);
  // Signing in again after a lock returns to this day (docs/staff-desk.md "Idle desks").
  const shown = day.data?.location.id ?? location;
  const returnPath = `/staff?${shown ? `location=${encodeURIComponent(shown)}&` : ''}date=${date}`;
  return (
    <DeskLayout
      title={heading}
      current="day"
      wide
      returnPath={returnPath}
      skipTo={{ href: '#day-grid', label: t('day.skipToGrid') }}
    >
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{heading}</h1>
        <div className={styles.viewSwitch} role="group" aria-label={t('view.label')}>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={view === v ? styles.primary : styles.secondary}
              onClick={() => go({ view: v })}
            >
              {t(`view.${v}`)}
            </button>
          ))}
        </div>
        <label className={styles.control}>
          <span>{t('day.location')}</span>
          <select
            value={day.data?.location.id ?? location ?? ''}
            onChange={(e) => go({ location: e.target.value })}
          >
            <NamedOptions items={day.data?.locations ?? []} />
          </select>
        </label>
        <div className={styles.dateControls} role="group" aria-label={t('day.date')}>
          <button
            type="button"
            onClick={() => go({ date: shiftDate(date, -step) })}
            aria-label={view === 'week' ? t('week.previous') : t('day.previous')}
          >
            ‹
          </button>
          <DeskDateInput
            label={t('day.date')}
            hideLabel
            value={date}
            onChange={(d) => DATE_RE.test(d) && go({ date: d })}
          />
          <button
            type="button"
            onClick={() => go({ date: shiftDate(date, step) })}
            aria-label={view === 'week' ? t('week.next') : t('day.next')}
          >
            ›
          </button>
          <button type="button" onClick={() => go({ date: zurichToday() })}>
            {t('day.today')}
          </button>
        </div>
        {view !== 'overview' && (
          <>
            <label className={styles.control}>
              <span>{t('filter.label')}</span>
              <select
                value={filter ?? ''}
                onChange={(e) =>
                  go({ filter: DESK_FILTERS.find((f) => f === e.target.value) ?? null })
                }
              >
                <option value="">{t('filter.all')}</option>
                {DESK_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {t(`filter.${f}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.control}>
              <span>{t('filter.checkup')}</span>
              <select
                value={checkup ?? ''}
                onChange={(e) => go({ checkup: e.target.value || null })}
              >
                <option value="">{t('filter.anyCheckup')}</option>
                {checkups.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        {day.data && role && role !== 'viewer' && (
          <a
            className={styles.toolLink}
            href={`/staff/day-sheet?location=${encodeURIComponent(day.data.location.id)}&date=${date}`}
            target="_blank"
            rel="noopener"
          >
            {t('nav.daySheet')}
          </a>
        )}
        {day.data && role === 'admin' && (
          // Keyed by the day: the range starts as the day being viewed.
          <ExportForm key={date} location={day.data.location.id} date={date} />
        )}
        <p className={styles.live} data-state={day.live} aria-live="polite">
          <span className={styles.liveDot} aria-hidden="true" />
          {day.live === 'live' ? t('day.live') : t('day.reconnecting')}
        </p>
      </div>
      {/* Empty until the URL is read: a static page's first render must not hold a date (the
          build's day is not the browser's; a hydration text mismatch otherwise). */}
      <p className={styles.dayLabel}>
        {router.isReady && view === 'week' && week.data && (
          <>
            {t('week.range', {
              from: longDate(week.data.from, language),
              to: longDate(week.data.to, language),
            })}{' '}
            · {t('day.bookingsCount', { count: active(week.data.bookings) })}
          </>
        )}
        {router.isReady && view !== 'week' && (
          <>
            {longDate(date, language)}
            {day.data && <> · {t('day.bookingsCount', { count })}</>}
          </>
        )}
      </p>
      <DeskError id={errorId} />
      {!day.data && !errorId && <p aria-live="polite">{t('day.loading')}</p>}
      {view === 'overview' && overview.data && (
        <OverviewTable
          overview={overview.data}
          onLocation={(id) => go({ view: 'day', location: id })}
        />
      )}
      {view === 'week' && week.data && (
        <div className={open ? styles.withDrawer : undefined}>
          <div id="day-grid" tabIndex={-1} className={styles.gridTarget}>
            <WeekGrid
              week={week.data}
              filter={filter}
              checkup={checkup}
              onOpen={acts ? setOpen : undefined}
              onDay={(d) => go({ view: 'day', date: d })}
              language={language}
            />
          </div>
          {drawer(() => void week.mutate())}
        </div>
      )}
      {view === 'day' && day.data && (
        <div className={open ? styles.withDrawer : undefined}>
          {day.data.open.length === 0 && <p className={styles.note}>{t('day.closed')}</p>}
          <div id="day-grid" tabIndex={-1} className={styles.gridTarget}>
            <DayGrid
              day={
                filter || checkup
                  ? {
                      ...day.data,
                      bookings: day.data.bookings.filter((b) => passes(b, filter, checkup)),
                    }
                  : day.data
              }
              onOpen={acts ? setOpen : undefined}
              onSlot={acts ? bookHere : undefined}
              onDrop={
                acts
                  ? (id, roomKey, start) => {
                      const booking = day.data?.bookings.find((b) => b.id === id);
                      const room = day.data?.rooms.find((r) => r.key === roomKey);
                      if (booking && room) setDragged({ booking, start, room });
                    }
                  : undefined
              }
              now={now}
            />
            <CancelledList bookings={day.data.bookings} onOpen={acts ? setOpen : undefined} />
          </div>
          {drawer(() => void day.mutate())}
          {dragged && (
            <MoveConfirm
              booking={dragged.booking}
              start={dragged.start}
              room={dragged.room}
              date={date}
              onClose={() => setDragged(null)}
              onDone={() => {
                setDragged(null);
                void day.mutate();
              }}
            />
          )}
        </div>
      )}
    </DeskLayout>
  );
}

/**
 * The clock of the "now" line, a tick a minute. The browser's clock: e2e sets it
 * (page.clock), component tests pass `now` to the grid.
 */
function useNow(): Date | undefined {
  const [now, setNow] = useState<Date | undefined>(undefined);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** The day's cancelled bookings, below the grid: their rooms are free again. */
function CancelledList({
  bookings,
  onOpen,
}: {
  bookings: DayBooking[];
  onOpen?: (booking: DayBooking) => void;
}) {
  const { t } = useTranslation('desk');
  const cancelled = bookings.filter((b) => b.status === 'cancelled');
  if (cancelled.length === 0) return null;
  return (
    <section className={styles.cancelled} aria-labelledby="cancelled-heading">
      <h2 id="cancelled-heading">{t('day.cancelled', { count: cancelled.length })}</h2>
      <ul>
        {cancelled.map((b) => (
          <li key={b.id}>
            <BookingCard booking={b} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Admins: a CSV of a date range at this location, for the CRM (GET /api/staff/export). */
function ExportForm({ location, date }: { location: string; date: string }) {
  const { t } = useTranslation('desk');
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const href = `/api/staff/export?${new URLSearchParams({ from, to, location })}`;
  return (
    <fieldset className={styles.exportForm}>
      <legend>{t('day.export.heading')}</legend>
      <DeskDateInput label={t('day.export.from')} value={from} onChange={setFrom} />
      <DeskDateInput label={t('day.export.to')} value={to} onChange={setTo} />
      <a className={styles.toolLink} href={href} download>
        {t('nav.exportCsv')}
      </a>
    </fieldset>
  );
}
