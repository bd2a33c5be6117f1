/**
 * Choosing the new time of a booking: the booking's location or another that offers all its
 * services (the server lists them), a month calendar of free days (the timeslot step's), the
 * free times of the chosen day, then a confirmation that states the old and the new time.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { ConfirmModal } from '@/components/Modal/ConfirmModal';
import { Select } from '@/components/fields/Select';
import { useToast } from '@/components/Toast/Toast';
import { zurichTimeOf } from '@/features/booking/zurichDate';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { formatSlotDay, formatSlotTime } from '@/features/summary/formatSlot';
import { MonthCalendar } from '@/features/timeslot/MonthCalendar';
import { monthOf } from '@/features/timeslot/calendar';
import { useCalendarSlots } from '@/features/timeslot/useCalendarSlots';
import slotStyles from '@/features/timeslot/TimeslotStep.module.css';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId, isApiError } from '@/lib/fetcher';
import type { ManagedBooking } from '@/contracts/booking-manage';
// The move's slot was taken meanwhile: the create route's id for a full slot.
import { ALREADY_BOOKED } from '@/contracts/error-ids';
import { rescheduleBooking } from './manageApi';
import styles from './ManageBooking.module.css';

interface Props {
  booking: ManagedBooking;
  token: string;
  onDone: (booking: ManagedBooking) => void;
  onCancel: () => void;
}

export function ReschedulePicker({ booking, token, onDone, onCancel }: Props) {
  const { t } = useTranslation('manage');
  const errorDialog = useErrorDialog();
  const { showToast } = useToast();
  const language = booking.language;
  const { firstDate, lastDate } = booking.rescheduleWindow;
  const [locationSlug, setLocationSlug] = useState(booking.location.slug);
  const [month, setMonth] = useState(monthOf(firstDate));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** How often the chosen time was taken meanwhile (each time, focus goes to the day). */
  const [taken, setTaken] = useState(0);
  const pickerRef = useRef<HTMLDivElement>(null);

  const { shown, day } = useCalendarSlots(
    {
      locationSlug,
      checkupSlug: booking.checkup.slug,
      services: booking.services.length
        ? booking.services.map((s) => s.slug).join(',')
        : undefined,
      minDate: firstDate,
      maxDate: lastDate,
    },
    month,
    date,
    { revalidateOnFocus: false },
  );
  const days = shown.days;
  // The booking's own time is not a choice.
  const daySlots = (date && day.days?.get(date)?.filter((s) => s.start !== booking.start)) || [];
  const durationMs = new Date(booking.end).getTime() - new Date(booking.start).getTime();

  // Opened from a button that is gone now: focus starts on the calendar's day, the month's tab
  // stop (docs/manage-booking.md "Manage page and API").
  useEffect(() => {
    pickerRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
  }, []);

  // After the confirmation dialog has closed (and given focus back), the message takes it, so
  // it is read out and in view; the chosen day stays chosen with fresh times below it
  // (docs/manage-booking.md "Manage page and API").
  useEffect(() => {
    if (taken === 0) return;
    pickerRef.current?.querySelector<HTMLElement>('[data-testid="reschedule-taken"]')?.focus();
    // Only a new refusal moves the focus.
  }, [taken]);

  const confirm = async () => {
    if (!slot) return;
    setBusy(true);

    try {
      const next = await rescheduleBooking(token, slot, locationSlug);
      showToast({ variant: 'success', message: t('reschedule.done') });
      onDone(next);
    } catch (error) {
      setSlot(null);
      void day.mutate();
      if (isApiError(error) && error.id === ALREADY_BOOKED) {
        // Someone was faster (docs/manage-booking.md): say so, keep the calendar with fresh times and
        // bring the keyboard back to the chosen day.
        setTaken((n) => n + 1);
      } else {
        errorDialog.show(apiErrorId(error, 'http-error'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.picker} ref={pickerRef}>
      {booking.rescheduleLocations.length > 1 && (
        <Select
          label={t('reschedule.location')}
          value={locationSlug}
          placeholder={null}
          options={booking.rescheduleLocations.map((l) => ({ value: l.slug, label: l.name }))}
          onChange={(event) => {
            setLocationSlug(event.target.value);
            setDate(null);
          }}
          data-testid="reschedule-location"
        />
      )}
      <div className={slotStyles.picker}>
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          minDate={firstDate}
          maxDate={lastDate}
          bookable={days ? new Set(days.keys()) : null}
          selectedDate={date}
          onSelect={setDate}
          language={language}
        />
        <section className={slotStyles.slots} aria-labelledby="reschedule-times">
          <h3 id="reschedule-times" className={slotStyles.slotsTitle}>
            {date
              ? t('reschedule.times', { day: formatSlotDay(`${date}T12:00:00Z`, language) })
              : t('reschedule.day')}
          </h3>
          <div aria-live="polite">
            {taken > 0 && (
              <p role="alert" tabIndex={-1} className={styles.muted} data-testid="reschedule-taken">
                {t('reschedule.taken')}
              </p>
            )}
            {!date ? (
              <p className={styles.muted}>{t('reschedule.pickDay')}</p>
            ) : daySlots.length === 0 ? (
              <p className={styles.muted}>{t('reschedule.noTimes')}</p>
            ) : null}
          </div>
          {daySlots.length > 0 && (
            <ul className={slotStyles.slotList}>
              {daySlots.map((s) => (
                <li key={s.start}>
                  <button
                    type="button"
                    className={slotStyles.slot}
                    onClick={() => setSlot(s.start)}
                    data-slot={s.start}
                  >
                    {zurichTimeOf(s.start)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Button variant="ghost" onClick={onCancel}>
        {t('reschedule.cancelAction')}
      </Button>
      <ConfirmModal
        open={slot !== null}
        onClose={() => setSlot(null)}
        title={t('reschedule.confirmTitle')}
        cancelLabel={t('reschedule.cancelAction')}
        confirmLabel={t('reschedule.confirm')}
        onConfirm={() => void confirm()}
        busy={busy}
        confirmTestId="reschedule-confirm"
      >
        {slot && (
          <InfoBlock variant="default" icon="calendar">
            <p>
              {t('reschedule.from')}: {formatSlotDay(booking.start, language)},{' '}
              {formatSlotTime(booking.start, booking.end)}
            </p>
            <p data-testid="reschedule-new">
              {t('reschedule.to')}: {formatSlotDay(slot, language)},{' '}
              {formatSlotTime(slot, new Date(new Date(slot).getTime() + durationMs).toISOString())}
              {locationSlug !== booking.location.slug &&
                ` · ${booking.rescheduleLocations.find((l) => l.slug === locationSlug)?.name ?? ''}`}
            </p>
          </InfoBlock>
        )}
      </ConfirmModal>
    </div>
  );
}
