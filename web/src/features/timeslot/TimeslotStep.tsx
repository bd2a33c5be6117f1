import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { ContinueFooter } from '@/features/booking/footer/ContinueFooter';
import {
  useBookingActions,
  useBookingState,
  useBookingStore,
} from '@/features/booking/state/BookingProvider';
import { laterDate, todayInZurich } from '@/features/booking/zurichDate';
import { stepHref } from '@/features/booking/url/stepHref';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { useCatalogueText } from '@/features/waitlist/useCatalogue';
import { formatDay, formatSlotDate, formatSlotRange } from '@/features/summary-panel/slotFormat';
import { useLocale } from '@/i18n/useLocale';
import { isApiError } from '@/lib/fetcher';
import { horizonEnd, monthOf } from './calendar';
import { MonthCalendar } from './MonthCalendar';
import { SlotList } from './SlotList';
import { JoinWaitlist } from '@/features/waitlist/JoinWaitlist';
import { openingStep } from './openingDay';
import { isSlotOccupied } from './slotsApi';
import { useCalendarSlots } from './useCalendarSlots';
import type { TimeslotLocation } from './timeslotLocations';
import { clearSlotTakenNote, peekSlotTakenNote, SLOT_TAKEN_ERROR } from './slotTaken';
import shared from '@/styles/steps.module.css';
import styles from './TimeslotStep.module.css';

export { SLOT_TAKEN_ERROR };

/** Step 4: choose day and time (SPEC 2, 7). Availability always comes from the server. */
export function TimeslotStep({
  locations,
  now = () => new Date(),
}: {
  locations: readonly TimeslotLocation[];
  now?: () => Date;
}) {
  const { t } = useTranslation('timeslot');
  const { language } = useLocale();
  const router = useRouter();
  const store = useBookingStore();
  // Narrow reads: the calendar renders again for what it shows, not for the panel's price.
  const locationSlug = useBookingState((s) => s.locationSlug);
  const startDate = useBookingState((s) => s.startDate);
  const selectedDate = useBookingState((s) => s.selectedDate);
  const services = useBookingState((s) => s.services);
  const checkupSlug = useBookingState((s) => s.checkupSlug);
  const timeSlotStart = useBookingState((s) => s.timeSlotStart);
  const timeSlotEnd = useBookingState((s) => s.timeSlotEnd);
  const backHref = useBookingState((s) => stepHref('/location', s));
  const bookerEmail = useBookingState((s) => s.personalData.email);
  const { selectDate, selectTimeSlot } = useBookingActions();
  const errorDialog = useErrorDialog();
  const [checking, setChecking] = useState(false);
  // A slot taken meanwhile (here on Continue, or by the summary's create): the step stays on
  // that day with fresh times and says so, focused (docs/spec.md §8 "A slot taken meanwhile").
  const [takenNote] = useState(peekSlotTakenNote);
  const [taken, setTaken] = useState(0);
  const takenRef = useRef<HTMLDivElement>(null);
  const takenText = useCatalogueText(taken > 0 ? SLOT_TAKEN_ERROR : null, t('taken'));

  const location = locations.find((l) => l.slug === locationSlug) ?? null;
  const today = todayInZurich(now());
  // The start date of a landing link, wherever the visitor landed (kept in the state).
  const minDate = startDate ? laterDate(startDate, today) : today;
  const maxDate = horizonEnd(today, location?.bookingHorizonDays ?? 90);
  const [month, setMonth] = useState(() =>
    monthOf(
      takenNote && takenNote.date >= minDate
        ? takenNote.date
        : selectedDate && selectedDate >= minDate
          ? selectedDate
          : minDate,
    ),
  );

  const slotsQuery = {
    locationSlug,
    checkupSlug,
    services: services.length > 0 ? services.join(',') : undefined,
    minDate,
    maxDate,
  };
  const { shown, day: dayData, dayElsewhere } = useCalendarSlots(slotsQuery, month, selectedDate);
  const { days, full } = shown;
  const error = shown.error ?? dayData.error;
  const reload = () => Promise.all([shown.mutate(), dayElsewhere && dayData.mutate()]);
  // The waitlist below, opened from a full day's link (docs/waitlist.md "Joining").
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const waitlistRef = useRef<HTMLElement>(null);
  const openWaitlist = () => {
    setWaitlistOpen(true);
    // Focus scrolls the waitlist into view and says where the visitor is.
    requestAnimationFrame(() =>
      waitlistRef.current?.querySelector<HTMLElement>('[data-testid="waitlist-open"]')?.focus(),
    );
  };

  // With no day chosen yet, the calendar opens on the first bookable day (docs/spec.md), moving
  // through empty months on its own until the visitor picks a day or a month themselves.
  const [opening, setOpening] = useState(() => !selectedDate && !takenNote);
  const step =
    opening && !selectedDate
      ? openingStep(days ? [...days.keys()].sort() : null, month, maxDate)
      : null;
  const stepTarget = step ? (step.kind === 'select' ? step.date : step.month) : null;
  useEffect(() => {
    if (!step) return;
    // The chosen day ends the opening (step is null once a day is selected).
    if (step.kind === 'select') selectDate(step.date);
    // An empty month is only known once its days arrive: move on to the next one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setMonth(step.month);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepTarget]);

  // The summary's note: the day it lost its slot on, its times loaded afresh, said once.
  useEffect(() => {
    if (!takenNote) return;
    clearSlotTakenNote();
    selectTimeSlot(null);
    if (takenNote.date >= minDate) selectDate(takenNote.date);
    void shown.mutate();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTaken(1);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (taken > 0) takenRef.current?.focus();
  }, [taken]);

  const daySlots = selectedDate ? (dayData.days?.get(selectedDate) ?? []) : [];

  const goOn = async () => {
    const current = store.getState();
    if (!current.timeSlotStart || !current.locationSlug || !current.checkupSlug) return;
    setChecking(true);
    try {
      // Someone may have booked the slot since the list was loaded.
      const occupied = await isSlotOccupied({
        locationSlug: current.locationSlug,
        checkupSlug: current.checkupSlug,
        services: current.services,
        timeSlotStart: current.timeSlotStart,
      });
      if (occupied) {
        selectTimeSlot(null);
        setTaken((n) => n + 1);
        await dayData.mutate();
        return;
      }
      await router.push(stepHref('/summary', store.getState()));
    } catch (err) {
      if (!isApiError(err)) throw err;
      errorDialog.show(err.id);
    } finally {
      setChecking(false);
    }
  };

  const selectedDay = selectedDate ? formatDay(selectedDate, language) : null;
  const range = timeSlotStart ? formatSlotRange(timeSlotStart, timeSlotEnd) : null;

  return (
    <div className={shared.step}>
      {/* Heading and intro come from the frame (server-rendered); the location, known only
          from the booking state, has a line of its own. */}
      {location && (
        <p className={styles.location} data-testid="timeslot-location">
          {t('atLocation', { location: location.title })}
        </p>
      )}

      <div className={styles.picker}>
        <MonthCalendar
          month={month}
          onMonthChange={(next) => {
            setOpening(false);
            setMonth(next);
          }}
          minDate={minDate}
          maxDate={maxDate}
          bookable={days ? new Set(days.keys()) : null}
          full={full}
          selectedDate={selectedDate}
          onSelect={(date) => {
            setOpening(false);
            selectDate(date);
          }}
          language={language}
        />

        <section className={styles.slots} aria-labelledby="slots-title">
          <h2 id="slots-title" className={styles.slotsTitle}>
            {selectedDay ? t('slotsFor', { day: selectedDay }) : t('slotsTitle')}
          </h2>
          {taken > 0 && takenText && (
            <div
              ref={takenRef}
              tabIndex={-1}
              role="alert"
              className={styles.taken}
              data-testid="slot-taken"
            >
              <InfoBlock variant="error" icon="error" text={takenText} />
            </div>
          )}
          <div aria-live="polite" className={styles.status}>
            {error ? (
              <InfoBlock variant="error" icon="error" text={t('loadError')}>
                <Button variant="secondary" onClick={() => void reload()}>
                  {t('retry')}
                </Button>
              </InfoBlock>
            ) : dayData.isLoading || (dayElsewhere && shown.isLoading) ? (
              <p className={styles.muted}>{t('loading')}</p>
            ) : days && days.size === 0 && (!selectedDate || dayElsewhere) ? (
              <p className={styles.muted}>{t('noDaysInMonth')}</p>
            ) : !selectedDate ? (
              <p className={styles.muted}>{t('chooseDay')}</p>
            ) : daySlots.length === 0 && dayData.full?.has(selectedDate) ? (
              <div className={styles.fullDay} data-testid="day-full">
                <p className={styles.muted}>{t('fullDay')}</p>
                {location && checkupSlug && (
                  <Button
                    variant="secondary"
                    icon="calendar"
                    onClick={openWaitlist}
                    data-testid="day-full-waitlist"
                  >
                    {t('fullDayWaitlist')}
                  </Button>
                )}
              </div>
            ) : daySlots.length === 0 ? (
              <p className={styles.muted}>{t('noSlotsOnDay')}</p>
            ) : (
              <p className="visually-hidden">{t('slotCount', { count: daySlots.length })}</p>
            )}
          </div>

          {!error && daySlots.length > 0 && (
            <SlotList
              slots={daySlots}
              selected={timeSlotStart}
              onSelect={(start) => selectTimeSlot(start)}
              label={selectedDay ? t('slotsFor', { day: selectedDay }) : t('slotsTitle')}
            />
          )}

          {timeSlotStart && range && (
            <div aria-live="polite">
              <InfoBlock
                variant="success"
                icon="calendar"
                label={t('chosenLabel')}
                className={styles.chosen}
              >
                <p className={styles.chosenText} data-testid="chosen-slot">
                  {formatSlotDate(timeSlotStart, language)} · {range}
                  <ChosenDuration />
                </p>
              </InfoBlock>
            </div>
          )}
        </section>
      </div>

      <ContinueFooter
        backHref={backHref}
        backLabel={t('back')}
        next={{ onClick: () => void goOn() }}
        label={checking ? t('checking') : t('continue')}
        disabled={!timeSlotStart || checking}
        testId="timeslot-continue"
        sticky={Boolean(timeSlotStart)}
      />

      {/* Nothing suits: the waitlist for this check-up, add-ons and location (docs/waitlist.md). After
          the continue footer, so one Tab from the chosen slot reaches continue. */}
      {location && checkupSlug && (
        <section
          ref={waitlistRef}
          id="waitlist"
          className={styles.waitlist}
          aria-labelledby="waitlist-title"
        >
          <h2 id="waitlist-title" className={styles.slotsTitle}>
            {t('waitlist:join.title')}
          </h2>
          <JoinWaitlist
            intro={t('waitlist:join.introTimeslot')}
            selection={{ checkupSlug, services, locationSlug: location.slug }}
            locationTitle={location.title}
            minDate={minDate}
            maxDate={maxDate}
            email={bookerEmail}
            viewedDate={selectedDate && selectedDate >= minDate ? selectedDate : null}
            open={waitlistOpen}
            onOpenChange={setWaitlistOpen}
          />
        </section>
      )}
    </div>
  );
}

/**
 * The chosen slot's total duration, read on its own: the duration answer (fetch-duration, on
 * each load of the step) renders this text, not the whole step with its calendar.
 */
function ChosenDuration() {
  const { t } = useTranslation('timeslot');
  const totalDuration = useBookingState((s) => s.totalDuration);
  if (totalDuration === null) return null;
  return <> · {t('totalDuration', { count: totalDuration })}</>;
}
