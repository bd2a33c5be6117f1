/**
 * /staff/book: a booking for a patient on the phone or at the desk, with the site's catalogue,
 * prices, rules and hold (POST /api/staff/book); docs/staff-desk.md "Book for a caller" and
 * "Walk-ins". The free times are the desk's (GET /api/staff/free-slots): the site's grid and
 * rooms without the visitor's minimum notice, so a walk-in can be booked for later today.
 * Opened from a tap on the day grid (?location=&start=&room=), the place and time are chosen.
 * A returning patient's data is filled from their last booking (found by email or phone). Only
 * add-ons the location performs are offered; sex has no default; a phone typed with spaces is
 * normalised; the late-cancellation terms show as soon as the slot is inside their window; a
 * refusal marks its field. Paid later through a link emailed to the patient, or at the clinic.
 */
import { DateTime } from 'luxon';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import type { StaffBookResponse } from '@/contracts/staff-book';
import type { StaffFreeSlotsResponse } from '@/contracts/staff-free-slots';
import type { SearchResponse } from '@/contracts/staff-search';
import { formatCents } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { apiErrorId } from '@/lib/fetcher';
import { slotTerms } from '@/shared/booking-policy';
import { deskFetch } from './sessionEnd';
import type { BookOptions } from './bookOptions.server';
import { DeskLayout } from './DeskLayout';
import { ZONE } from '@/shared/zone';
import { clock, zurichToday } from './dayGrid';
import { DeskDateInput, DeskError, RadioChoices, ReasonField, SlotPicker } from './DeskParts';
import styles from './desk.module.css';
import {
  DISCOUNT_CODE_INVALID,
  NAME_INVALID_CHARACTERS,
  PARTNER_EMAIL_NOT_ALLOWED,
  PHONE_INVALID,
  STAFF_REASON_REQUIRED,
} from '@/contracts/error-ids';

type Person = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  biologicalSex: '' | 'male' | 'female';
  language: 'en' | 'de';
};

type Partner = { firstName: string; lastName: string; email: string };

/** The form field a refusal names: it is marked invalid and gets focus. */
const FIELD_OF: Record<string, string> = {
  [PHONE_INVALID]: 'phone',
  [NAME_INVALID_CHARACTERS]: 'lastName',
  'below-minimum-age': 'birthDate',
  'hold-limit-email': 'email',
  [DISCOUNT_CODE_INVALID]: 'discountCode',
  'cancellation-terms-not-accepted': 'termsTold',
  [PARTNER_EMAIL_NOT_ALLOWED]: 'partnerEmail',
  [STAFF_REASON_REQUIRED]: 'reason',
  'staff-choose-slot': 'slot',
  'staff-choose-sex': 'biologicalSex',
};

/**
 * A phone as typed ("079 123 45 67", "+41 79 123 45 67", "0041 79…") in the stored form
 * ("+41791234567"): separators dropped, 00 read as +, a national 0 as Switzerland's +41.
 * Letters stay, so the server refuses the number (phone-invalid) instead of shortening it.
 */
export function normalisePhone(typed: string): string {
  const compact = typed.trim().replace(/[\s\-./()]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+41${compact.slice(1)}`;
  return compact;
}

/** The slot to choose for a tapped time: that start, else the first free one after it. */
export function slotForTap(slots: { start: string }[], tapped: string): string {
  const at = new Date(tapped).getTime();
  const exact = slots.find((s) => new Date(s.start).getTime() === at);
  if (exact) return exact.start;
  return slots.find((s) => new Date(s.start).getTime() >= at)?.start ?? '';
}

export function BookPage({ options, now }: { options: BookOptions; now?: () => Date }) {
  const { t } = useTranslation('desk');
  const router = useRouter();
  const lang = languageOf(toLocale(router.locale));
  const clockNow = now ?? (() => new Date());
  const title = (x: { title_en: string; title_de: string }) =>
    lang === 'de' ? x.title_de : x.title_en;
  const [checkup, setCheckup] = useState(options.checkups[0]?.slug ?? '');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [location, setLocation] = useState(options.locations[0]?.slug ?? '');
  const [date, setDate] = useState(zurichToday(clockNow()));
  const [slots, setSlots] = useState<{ start: string; freeRooms: number }[] | null>(null);
  const [slot, setSlot] = useState('');
  const [tapped, setTapped] = useState<{
    start: string;
    room: string | null;
    loaded: boolean;
  } | null>(null);
  const [person, setPerson] = useState<Person>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    birthDate: '',
    biologicalSex: '',
    language: lang,
  });
  const [withPartner, setWithPartner] = useState(false);
  const [partner, setPartner] = useState<Partner>({ firstName: '', lastName: '', email: '' });
  const [discountCode, setDiscountCode] = useState('');
  const [lookup, setLookup] = useState('');
  const [lookupNote, setLookupNote] = useState<string | null>(null);
  const [payment, setPayment] = useState<'link' | 'at-clinic'>('link');
  const [reason, setReason] = useState('');
  const [termsTold, setTermsTold] = useState(false);
  // The server's clock decides in the end: a refusal for the terms asks them too.
  const [askTerms, setAskTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<StaffBookResponse['reservation'] | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const chosen = options.checkups.find((c) => c.slug === checkup);
  const place = options.locations.find((l) => l.slug === location);
  // Only what the location performs: the check-up's add-ons it offers.
  const offeredAddOns = options.services.filter(
    (s) => chosen?.addOns.includes(s.slug) && !place?.unsupportedServices.includes(s.slug),
  );
  // The check-up or the place, by slug: another one changes the add-ons offered and the times.
  const choice = (
    label: string,
    value: string,
    choose: (slug: string) => void,
    items: { slug: string; title_en: string; title_de: string }[],
  ) => (
    <label>
      {label}
      <select
        value={value}
        onChange={(e) => {
          choose(e.target.value);
          setAddOns([]);
          setSlots(null);
        }}
      >
        {items.map((item) => (
          <option key={item.slug} value={item.slug}>
            {title(item)}
          </option>
        ))}
      </select>
    </label>
  );
  const locations = options.locations.filter(
    (l) => !chosen || chosen.includedServices.every((s) => !l.unsupportedServices.includes(s)),
  );
  // The late terms, before submit: the slot is inside the free-cancellation window.
  const lateTerms =
    (chosen && slot
      ? slotTerms(chosen.policy, new Date(slot), clockNow()).insideCancellationWindow
      : false) || askTerms;
  // Inside the visitor's notice (a walk-in) or paid at the clinic: an override, with a reason.
  const walkIn =
    place && slot
      ? new Date(slot).getTime() < clockNow().getTime() + place.minimumNoticeHours * 3_600_000
      : false;
  const reasonOptional = payment === 'link' && !walkIn;

  const findSlots = async () => {
    setError(null);
    setSlot('');
    setSlots(null);
    if (!place) return;
    try {
      const answer = await deskFetch<StaffFreeSlotsResponse>('/api/staff/free-slots', {
        query: {
          location: place.id,
          checkup,
          services: addOns.length ? addOns.join(',') : undefined,
          date,
        },
      });
      setSlots(answer.slots);
    } catch (err) {
      setError(apiErrorId(err, 'generic'));
    }
  };

  // Opened from a tap on the day grid: that location, day and time (read once the query is).
  const [queryRead, setQueryRead] = useState(false);
  if (router.isReady && !queryRead) {
    setQueryRead(true);
    const { location: locationId, start, room } = router.query;
    const from = options.locations.find((l) => l.id === locationId);
    const day =
      typeof start === 'string' ? DateTime.fromISO(start).setZone(ZONE).toISODate() : null;
    if (from && typeof start === 'string' && day) {
      // A check-up the tapped location performs (the first one may not be).
      const offered = options.checkups.find((c) =>
        c.includedServices.every((s) => !from.unsupportedServices.includes(s)),
      );
      if (offered && offered.slug !== checkup) setCheckup(offered.slug);
      setLocation(from.slug);
      setDate(day);
      setTapped({ start, room: typeof room === 'string' ? room : null, loaded: false });
    }
  }
  // The tapped day's free times, the tapped one chosen (or the next free one).
  useEffect(() => {
    if (!tapped || tapped.loaded || !place) return;
    let live = true;
    deskFetch<StaffFreeSlotsResponse>('/api/staff/free-slots', {
      query: { location: place.id, checkup, date },
    }).then(
      (answer) => {
        if (!live) return;
        setSlots(answer.slots);
        setSlot(slotForTap(answer.slots, tapped.start));
        setTapped({ ...tapped, loaded: true });
      },
      (err: unknown) => live && setError(apiErrorId(err, 'generic')),
    );
    return () => {
      live = false;
    };
  }, [tapped, place, checkup, date]);

  // Focus the field a refusal names, so the keyboard and a screen reader land on it.
  useEffect(() => {
    const field = error ? FIELD_OF[error] : undefined;
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [error]);

  /** A returning patient: their last booking's data, found by email or phone. */
  const findPatient = async () => {
    setLookupNote(null);
    try {
      const found = await deskFetch<SearchResponse>('/api/staff/search', {
        method: 'POST',
        body: { q: lookup },
      });
      const last = found.results[0];
      if (!last) {
        setLookupNote(t('book.lookupNone'));
        return;
      }
      const detail = await deskFetch<BookingDetailResponse>(
        `/api/staff/booking/${encodeURIComponent(last.id)}`,
      );
      const p = detail.person;
      setPerson({
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone ?? '',
        birthDate: p.birthDate ?? '',
        biologicalSex:
          p.biologicalSex === 'male' || p.biologicalSex === 'female' ? p.biologicalSex : '',
        language: p.language === 'en' ? 'en' : 'de',
      });
      setLookupNote(t('book.lookupFilled', { reference: last.reference }));
    } catch (err) {
      setLookupNote(
        t(`errors.${apiErrorId(err, 'generic')}`, { defaultValue: t('errors.generic') }),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return setError('staff-choose-slot');
    if (!person.biologicalSex) return setError('staff-choose-sex');
    if (lateTerms && !termsTold) return setError('cancellation-terms-not-accepted');
    setBusy(true);
    setError(null);
    try {
      const answer = await deskFetch<StaffBookResponse>('/api/staff/book', {
        method: 'POST',
        body: {
          reason: reason.trim() || undefined,
          payment,
          acceptLateCancellation: lateTerms ? termsTold : undefined,
          reservationData: {
            checkupSlug: checkup,
            locationSlug: location,
            timeSlotStart: slot,
            services: addOns,
            personalData: {
              ...person,
              phone: normalisePhone(person.phone) || null,
              birthDate: person.birthDate || null,
              localization: `${person.language}-ch`,
            },
            discountCode: discountCode.trim() || null,
            reservationIdPartner: null,
            personalDataPartner: withPartner ? partner : null,
          },
        },
      });
      setBooked(answer.reservation);
    } catch (err) {
      const id = apiErrorId(err, 'generic');
      if (id === 'cancellation-terms-not-accepted') setAskTerms(true);
      setError(id);
    } finally {
      setBusy(false);
    }
  };

  if (booked)
    return (
      <DeskLayout title={t('book.heading')} current="book">
        <h1 className={styles.title}>{t('book.heading')}</h1>
        <div role="status" className={styles.doneBox}>
          <p>{t('book.done', { reference: booked.name, total: formatCents(booked.totalCents) })}</p>
          <p>{booked.status === 'confirmed' ? t('book.doneAtClinic') : t('book.doneLink')}</p>
        </div>
        <p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => window.location.reload()}
          >
            {t('book.another')}
          </button>
        </p>
      </DeskLayout>
    );

  const errorField = error ? FIELD_OF[error] : undefined;
  const invalid = (name: string) =>
    errorField === name ? { 'aria-invalid': true, 'aria-describedby': 'book-error' } : {};

  const field = (key: keyof Person, type = 'text', required = true) => (
    <label>
      {t(`book.${key}`)}
      <input
        name={key}
        type={type}
        value={person[key]}
        required={required}
        autoComplete="off"
        onChange={(e) => setPerson({ ...person, [key]: e.target.value })}
        onBlur={
          key === 'phone'
            ? (e) => setPerson({ ...person, phone: normalisePhone(e.target.value) })
            : undefined
        }
        {...invalid(key)}
      />
    </label>
  );

  const room = tapped?.room ? place?.rooms.find((r) => r.key === tapped.room) : undefined;

  return (
    <DeskLayout title={t('book.heading')} current="book">
      <h1 className={styles.title}>{t('book.heading')}</h1>
      <form ref={form} className={`${styles.form} ${styles.bookForm}`} onSubmit={submit}>
        <fieldset className={styles.fieldset}>
          <legend>{t('book.appointment')}</legend>
          {walkIn && <p className={styles.hint}>{t('book.walkIn')}</p>}
          {tapped && (
            <p className={styles.hint} role="status">
              {t('book.tapped', {
                time: clock(tapped.start),
                room: room?.label ?? '',
              })}
            </p>
          )}
          {choice(t('drawer.checkup'), checkup, setCheckup, options.checkups)}
          {choice(t('day.location'), location, setLocation, locations)}
          {offeredAddOns.map((s) => (
            <label key={s.slug} className={styles.radio}>
              <input
                type="checkbox"
                checked={addOns.includes(s.slug)}
                onChange={(e) => {
                  setAddOns(
                    e.target.checked ? [...addOns, s.slug] : addOns.filter((a) => a !== s.slug),
                  );
                  setSlots(null);
                }}
              />
              {title(s)}
            </label>
          ))}
          <SlotPicker
            dateLabel={t('day.date')}
            date={date}
            onDate={setDate}
            onFind={() => void findSlots()}
            slots={slots}
            slot={slot}
            onSlot={setSlot}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('book.patient')}</legend>
          <div className={styles.inline}>
            <label>
              {t('book.lookup')}
              <input
                type="search"
                value={lookup}
                autoComplete="off"
                onChange={(e) => setLookup(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void findPatient();
                  }
                }}
              />
            </label>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void findPatient()}
              disabled={lookup.trim().length < 2}
            >
              {t('book.lookupButton')}
            </button>
          </div>
          <p className={styles.hint} aria-live="polite">
            {lookupNote}
          </p>
          {field('firstName')}
          {field('lastName')}
          {field('email', 'email')}
          {field('phone', 'tel', false)}
          <DeskDateInput
            label={t('book.birthDate')}
            name="birthDate"
            optional
            value={person.birthDate}
            onChange={(birthDate) => setPerson({ ...person, birthDate })}
            invalid={errorField === 'birthDate'}
            describedBy="book-error"
          />
          <label>
            {t('book.biologicalSex')}
            <select
              name="biologicalSex"
              value={person.biologicalSex}
              required
              onChange={(e) =>
                setPerson({ ...person, biologicalSex: e.target.value as Person['biologicalSex'] })
              }
              {...invalid('biologicalSex')}
            >
              <option value="">{t('book.choose')}</option>
              <option value="female">{t('book.female')}</option>
              <option value="male">{t('book.male')}</option>
            </select>
          </label>
          <label>
            {t('book.language')}
            <select
              value={person.language}
              onChange={(e) => setPerson({ ...person, language: e.target.value as 'en' | 'de' })}
            >
              <option value="de">{t('languages.de')}</option>
              <option value="en">{t('languages.en')}</option>
            </select>
          </label>
          <label className={styles.radio}>
            <input
              type="checkbox"
              checked={withPartner}
              onChange={(e) => setWithPartner(e.target.checked)}
            />
            {t('book.withPartner')}
          </label>
          {withPartner &&
            (['firstName', 'lastName', 'email'] as const).map((key) => {
              const name = `partner${key[0].toUpperCase()}${key.slice(1)}`;
              return (
                <label key={key}>
                  {t(`book.partner.${key}`)}
                  <input
                    name={name}
                    type={key === 'email' ? 'email' : 'text'}
                    value={partner[key]}
                    required
                    autoComplete="off"
                    onChange={(e) => setPartner({ ...partner, [key]: e.target.value })}
                    {...invalid(name)}
                  />
                </label>
              );
            })}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('book.payment')}</legend>
          <RadioChoices
            name="payment"
            choices={['link', 'at-clinic'] as const}
            value={payment}
            onChange={setPayment}
            label={(p) => t(`book.pay.${p}`)}
          />
          <label>
            {t('book.discountCode')}
            <input
              name="discountCode"
              value={discountCode}
              autoComplete="off"
              onChange={(e) => setDiscountCode(e.target.value)}
              {...invalid('discountCode')}
            />
          </label>
        </fieldset>
        {lateTerms && (
          <label className={styles.radio}>
            <input
              name="termsTold"
              type="checkbox"
              checked={termsTold}
              onChange={(e) => setTermsTold(e.target.checked)}
              {...invalid('termsTold')}
            />
            {t('book.termsTold')}
          </label>
        )}
        <div>
          <ReasonField
            value={reason}
            onChange={setReason}
            optional={reasonOptional}
            name="reason"
            invalid={errorField === 'reason'}
          />
        </div>
        <div id="book-error">
          <DeskError id={error} />
        </div>
        <div>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('book.submit')}
          </button>
        </div>
      </form>
    </DeskLayout>
  );
}
