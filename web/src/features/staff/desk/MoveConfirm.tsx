/**
 * A booking dragged to another time or room (docs/staff-desk.md, "Drag to move"): the nearest
 * start free in the room it was dropped on, from where it was dropped (the desk's free times,
 * GET /api/staff/free-slots with `room`), a reason (a move is an override) and a confirmation;
 * the move itself is the detail's (POST /api/staff/booking/move with `roomKey`), with the manage
 * link's rules on the server.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DayBooking } from '@/contracts/staff-day';
import type { StaffFreeSlotsResponse } from '@/contracts/staff-free-slots';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId } from '@/lib/fetcher';
import { slotForTap } from './BookPage';
import { DeskError, ReasonField } from './DeskParts';
import { clock } from './dayGrid';
import { deskFetch } from './sessionEnd';
import { postAction } from './useBooking';
import { useDeskAction } from './useDeskAction';
import styles from './desk.module.css';

export function MoveConfirm({
  booking,
  start,
  room,
  date,
  onClose,
  onDone,
}: {
  booking: DayBooking;
  start: string;
  /** The room column it was dropped on. */
  room: { key: string; label: string };
  date: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('desk');
  const [slot, setSlot] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useDeskAction();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    let live = true;
    deskFetch<StaffFreeSlotsResponse>('/api/staff/free-slots', {
      query: { id: booking.id, date, room: room.key },
    }).then(
      (answer) => live && setSlot(slotForTap(answer.slots, start)),
      (err: unknown) => live && setError(apiErrorId(err, 'generic')),
    );
    return () => {
      live = false;
    };
  }, [booking.id, date, start, room.key, setError]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    await run(async () => {
      await postAction('move', {
        id: booking.id,
        reason,
        timeSlotStart: slot,
        roomKey: room.key,
      });
      onDone();
    });
  };
  return (
    <div className={styles.moveSheet} role="dialog" aria-labelledby="move-title">
      <h2 id="move-title" ref={heading} tabIndex={-1}>
        {t('move.title', { name: booking.name || booking.reference })}
      </h2>
      <form className={styles.form} onSubmit={submit} aria-labelledby="move-title">
        <p>
          {slot === null
            ? t('day.loading')
            : slot === ''
              ? t('move.none')
              : t('move.to', {
                  from: clock(booking.startsAt),
                  to: clock(slot),
                  room: room.label,
                })}
        </p>
        <ReasonField value={reason} onChange={setReason} />
        <DeskError id={error} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy || !slot}>
            {t('actions.confirm.move')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('actions.back')}
          </button>
        </div>
      </form>
    </div>
  );
}
