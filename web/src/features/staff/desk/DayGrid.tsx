/**
 * A location's day: one column per room, time rows in Zurich time, closed time shaded. Each
 * room is a list of its bookings in time order (what a screen reader and the keyboard walk
 * through); the grid only places them by start and length. On today's grid a line marks now
 * (the clock is passed in: tests and e2e set it). Tapping the free part of a room starts a
 * booking there (`onSlot`: the room and the tapped time, to the quarter hour); without
 * `onOpen` (a viewer) the cards are not buttons, as the server would refuse their detail
 * (docs/staff-desk.md, "Tablet" and "Walk-ins").
 */
import type { CSSProperties, DragEvent, MouseEvent } from 'react';
import type { DayBooking, DayResponse } from '@/contracts/staff-day';
import { formatCents } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { clock, gridHours, instantAt, minuteOfDay, zurichToday } from './dayGrid';
import styles from './desk.module.css';

/** Pixels per minute of the grid. */
const SCALE = 1.4;

type Span = { start: string; end: string };

function spanStyle(span: Span, date: string, first: number): CSSProperties {
  const top = (minuteOfDay(span.start, date) - first) * SCALE;
  const height = Math.max(
    18,
    (minuteOfDay(span.end, date) - minuteOfDay(span.start, date)) * SCALE,
  );
  return { top, height };
}

/** Closed time of a room: outside opening hours, and its closures. */
function closedSpans(day: DayResponse, roomKey: string, first: number, last: number): Span[] {
  const dayEnd = instantAt(day.date, last);
  const spans: Span[] = [];
  let cursor = instantAt(day.date, first);
  for (const open of [...day.open].sort((a, b) => a.start.localeCompare(b.start))) {
    if (open.start > cursor) spans.push({ start: cursor, end: open.start });
    if (open.end > cursor) cursor = open.end;
  }
  if (cursor < dayEnd) spans.push({ start: cursor, end: dayEnd });
  for (const c of day.closed)
    if (c.roomKey === null || c.roomKey === roomKey) spans.push({ start: c.start, end: c.end });
  return spans;
}

export function DayGrid({
  day,
  onOpen,
  onSlot,
  onDrop,
  now,
}: {
  day: DayResponse;
  /** Opens a booking's detail; absent for a viewer. */
  onOpen?: (booking: DayBooking) => void;
  /** A tap on a room's free time: the room and the start (ISO), to the quarter hour. */
  onSlot?: (roomKey: string, start: string) => void;
  /** A card dragged to a room and time (to the quarter hour): the page confirms the move. */
  onDrop?: (bookingId: string, roomKey: string, start: string) => void;
  /** The clock of the "now" line (shown when it is on this day). */
  now?: Date;
}) {
  const { first, last } = gridHours(day.date, [
    ...day.open,
    ...day.bookings.map((b) => ({ start: b.startsAt, end: b.endsAt })),
  ]);
  const hours: number[] = [];
  for (let m = first; m < last; m += 60) hours.push(m);
  const height = (last - first) * SCALE;
  const nowTop =
    now && zurichToday(now) === day.date
      ? (minuteOfDay(now.toISOString(), day.date) - first) * SCALE
      : null;
  // A tap on the room's free time (not on a card): its minute, floored to the quarter hour.
  const tapped = (roomKey: string) => (event: MouseEvent<HTMLDivElement>) => {
    if (!onSlot || (event.target as HTMLElement).closest('button, a')) return;
    const box = event.currentTarget.getBoundingClientRect();
    const minute = first + (event.clientY - box.top) / SCALE;
    onSlot(roomKey, instantAt(day.date, Math.floor(minute / 15) * 15));
  };
  // A card dropped on a room: where its top now is, to the quarter hour.
  const dropped = (roomKey: string) => (event: DragEvent<HTMLDivElement>) => {
    const id = event.dataTransfer.getData('text/x-booking');
    if (!onDrop || !id) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const grab = Number(event.dataTransfer.getData('text/x-grab') || 0);
    const minute = first + (event.clientY - grab - box.top) / SCALE;
    onDrop(id, roomKey, instantAt(day.date, Math.max(first, Math.round(minute / 15) * 15)));
  };
  return (
    <div className={styles.grid} style={{ '--rooms': day.rooms.length } as CSSProperties}>
      <div className={styles.gutter} aria-hidden="true" style={{ height }}>
        {hours.map((m) => (
          <span key={m} className={styles.hour} style={{ top: (m - first) * SCALE }}>
            {`${String(m / 60).padStart(2, '0')}:00`}
          </span>
        ))}
      </div>
      {day.rooms.map((room) => {
        // Cancelled bookings free their room: they are listed below the grid, not in it.
        const bookings = day.bookings
          .filter((b) => b.roomKey === room.key && b.status !== 'cancelled')
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
        return (
          <section key={room.key} className={styles.room} aria-labelledby={`room-${room.key}`}>
            <h2 id={`room-${room.key}`} className={styles.roomLabel}>
              {room.label}
            </h2>
            <div
              className={styles.roomBody}
              style={{ height }}
              onClick={onSlot ? tapped(room.key) : undefined}
              onDragOver={onDrop ? (e) => e.preventDefault() : undefined}
              onDrop={onDrop ? dropped(room.key) : undefined}
              data-room={room.key}
            >
              {hours.map((m) => (
                <span
                  key={m}
                  className={styles.hourLine}
                  style={{ top: (m - first) * SCALE }}
                  aria-hidden="true"
                />
              ))}
              {closedSpans(day, room.key, first, last).map((span, i) => (
                <span
                  key={`closed-${i}`}
                  className={styles.closed}
                  style={spanStyle(span, day.date, first)}
                  aria-hidden="true"
                />
              ))}
              {nowTop !== null && nowTop >= 0 && nowTop <= height && (
                <span className={styles.nowLine} style={{ top: nowTop }} data-testid="now-line">
                  <span className="visually-hidden">{clock(now!.toISOString())}</span>
                </span>
              )}
              <ol className={styles.bookings}>
                {bookings.map((b) => (
                  <li
                    key={b.id}
                    className={styles.slot}
                    style={spanStyle({ start: b.startsAt, end: b.endsAt }, day.date, first)}
                  >
                    <BookingCard booking={b} onOpen={onOpen} draggable={Boolean(onDrop)} />
                  </li>
                ))}
              </ol>
            </div>
          </section>
        );
      })}
    </div>
  );
}

export function BookingCard({
  booking: b,
  onOpen,
  draggable = false,
}: {
  booking: DayBooking;
  onOpen?: (booking: DayBooking) => void;
  /** Drag to move (the grid's onDrop); the keyboard path is the detail's "Move". */
  draggable?: boolean;
}) {
  const { t } = useTranslation('desk');
  const className = `${styles.card} ${styles[`status-${b.status}`] ?? ''}`;
  if (!onOpen)
    return (
      <div className={className} data-booking={b.id}>
        <CardText booking={b} />
      </div>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={() => onOpen(b)}
      title={t('booking.open', { reference: b.reference })}
      data-booking={b.id}
      draggable={draggable && (b.status === 'confirmed' || b.status === 'held')}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/x-booking', b.id);
        e.dataTransfer.setData(
          'text/x-grab',
          String(e.clientY - e.currentTarget.getBoundingClientRect().top),
        );
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <CardText booking={b} />
    </button>
  );
}

/** The badge's mark beside its words (never the only sign: the words say it). */
const SCREENING_MARK: Record<DayBooking['screening'], string> = {
  missing: '○',
  inProgress: '◐',
  complete: '✓',
  needsReview: '!',
  cleared: '✓',
  cannotScan: '✕',
};

/** The safety questionnaire's state as words, a mark beside them (docs/staff-desk.md "Day view"). */
export function ScreeningBadge({ state }: { state: DayBooking['screening'] }) {
  const { t } = useTranslation('desk');
  return (
    <span
      className={`${styles.badge} ${styles[`screening-${state}`] ?? ''}`}
      data-screening={state}
    >
      <span aria-hidden="true">{SCREENING_MARK[state]} </span>
      {t(`screening.state.${state}`)}
    </span>
  );
}

/** A card shows it on a confirmed booking; a hold has none yet, a cancelled one only "cannot scan". */
const cardShowsScreening = (b: Pick<DayBooking, 'status' | 'screening'>) =>
  b.status !== 'held' && (b.status !== 'cancelled' || b.screening === 'cannotScan');

function CardText({ booking: b }: { booking: DayBooking }) {
  const { t } = useTranslation('desk');
  return (
    <span className={styles.cardText}>
      <span className={styles.cardTime}>
        {clock(b.startsAt)}–{clock(b.endsAt)}
      </span>{' '}
      <strong className={styles.cardName}>{b.name || b.reference}</strong>
      <span className={styles.cardLine}>
        {b.checkup}
        {b.addOns.map((a) => (
          <span key={a} className={styles.badge}>
            {a}
          </span>
        ))}
        {(b.partnerReservationId || b.isPartnerBooking) && (
          <span className={styles.badge} title={t('booking.partner')}>
            <span aria-hidden="true">⇄ </span>
            {t('booking.partner')}
          </span>
        )}
      </span>
      <span className={styles.cardLine}>
        <span className={styles.status}>{t(`status.${b.status}`)}</span>
        {cardShowsScreening(b) && <ScreeningBadge state={b.screening} />}
        {b.payAtClinic && <span>{t('booking.payAtClinic')}</span>}
      </span>
      {(b.paidCents > 0 || b.dueCents > 0) && (
        <span className={styles.cardLine}>
          {/* What was kept, and what was given back apart: a refunded payment is not "paid". */}
          {b.paidCents - b.refundedCents > 0 && (
            <span>{t('booking.paid', { amount: formatCents(b.paidCents - b.refundedCents) })}</span>
          )}
          {b.refundedCents > 0 && (
            <span>{t('booking.refunded', { amount: formatCents(b.refundedCents) })}</span>
          )}
          {b.dueCents > 0 && (
            <span className={styles.due}>
              {t('booking.due', { amount: formatCents(b.dueCents) })}
            </span>
          )}
        </span>
      )}
      {b.invoicedCents > 0 && (
        <span className={styles.cardLine}>
          {t('payment.invoiceOpen', { amount: formatCents(b.invoicedCents) })}
        </span>
      )}
    </span>
  );
}
