/**
 * /staff/book: a booking for a patient on the phone, with the site's catalogue, slots, prices,
 * rules and hold (POST /api/staff/book). Paid later through a link emailed to the patient, or
 * at the clinic (with a reason). The free times are the site's own (same notice and grid).
 */
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import type { StaffBookResponse } from '@/contracts/staff-book';
import type { FetchTimeSlotsResponse } from '@/contracts/timeslots-fetch-time-slots';
import { formatChf } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { apiFetch, apiErrorId } from '@/lib/fetcher';
import { deskFetch } from './sessionEnd';
import type { BookOptions } from './bookOptions.server';
import { DeskLayout } from './DeskLayout';
import { zurichToday } from './dayGrid';
import { DeskError, ReasonField, SlotPicker } from './DeskParts';
import styles from './desk.module.css';

type Person = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  biologicalSex: 'male' | 'female';
  language: 'en' | 'de';
};

export function BookPage({ options }: { options: BookOptions }) {
  const { t } = useTranslation('desk');
  const router = useRouter();
  const lang = languageOf(toLocale(router.locale));
  const title = (x: { title_en: string; title_de: string }) =>
    lang === 'de' ? x.title_de : x.title_en;
  const [checkup, setCheckup] = useState(options.checkups[0]?.slug ?? '');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [location, setLocation] = useState(options.locations[0]?.slug ?? '');
  const [date, setDate] = useState(zurichToday());
  const [slots, setSlots] = useState<{ start: string; freeRooms: number }[] | null>(null);
  const [slot, setSlot] = useState('');
  const [person, setPerson] = useState<Person>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    birthDate: '',
    biologicalSex: 'female',
    language: lang,
  });
  const [payment, setPayment] = useState<'link' | 'at-clinic'>('link');
  const [reason, setReason] = useState('');
  const [termsTold, setTermsTold] = useState(false);
  const [askTerms, setAskTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<StaffBookResponse['reservation'] | null>(null);

  const chosen = options.checkups.find((c) => c.slug === checkup);
  const offeredAddOns = options.services.filter((s) => chosen?.addOns.includes(s.slug));

  const findSlots = async () => {
    setError(null);
    setSlot('');
    setSlots(null);
    try {
      const answer = await apiFetch<FetchTimeSlotsResponse>('/api/timeslots/fetch-time-slots', {
        query: {
          locationSlug: location,
          checkupSlug: checkup,
          services: addOns.length ? addOns.join(',') : undefined,
          startDate: date,
          endDate: date,
        },
      });
      setSlots(answer.days.flatMap((d) => d.slots).filter((s) => s.freeRooms > 0));
    } catch (err) {
      setError(apiErrorId(err, 'generic'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      setError('staff-choose-slot');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await deskFetch<StaffBookResponse>('/api/staff/book', {
        method: 'POST',
        body: {
          reason,
          payment,
          acceptLateCancellation: askTerms ? termsTold : undefined,
          reservationData: {
            checkupSlug: checkup,
            locationSlug: location,
            timeSlotStart: slot,
            services: addOns,
            personalData: {
              ...person,
              phone: person.phone || null,
              birthDate: person.birthDate || null,
              localization: `${person.language}-ch`,
            },
            discountCode: null,
            reservationIdPartner: null,
            personalDataPartner: null,
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
          <p>
            {t('book.done', { reference: booked.name, total: formatChf(booked.totalCents / 100) })}
          </p>
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

  const field = (key: keyof Person, type = 'text', required = true, autoComplete = 'off') => (
    <label>
      {t(`book.${key}`)}
      <input
        type={type}
        value={person[key]}
        required={required}
        autoComplete={autoComplete}
        onChange={(e) => setPerson({ ...person, [key]: e.target.value })}
      />
    </label>
  );

  return (
    <DeskLayout title={t('book.heading')} current="book">
      <h1 className={styles.title}>{t('book.heading')}</h1>
      <form className={`${styles.form} ${styles.bookForm}`} onSubmit={submit}>
        <fieldset className={styles.fieldset}>
          <legend>{t('book.appointment')}</legend>
          <label>
            {t('drawer.checkup')}
            <select
              value={checkup}
              onChange={(e) => {
                setCheckup(e.target.value);
                setAddOns([]);
                setSlots(null);
              }}
            >
              {options.checkups.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {title(c)}
                </option>
              ))}
            </select>
          </label>
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
          <label>
            {t('day.location')}
            <select
              value={location}
              onChange={(e) => {
                setLocation(e.target.value);
                setSlots(null);
              }}
            >
              {options.locations.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {title(l)}
                </option>
              ))}
            </select>
          </label>
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
          {field('firstName', 'text', true, 'off')}
          {field('lastName')}
          {field('email', 'email')}
          {field('phone', 'tel', false)}
          {field('birthDate', 'date', false)}
          <label>
            {t('book.biologicalSex')}
            <select
              value={person.biologicalSex}
              onChange={(e) =>
                setPerson({ ...person, biologicalSex: e.target.value as Person['biologicalSex'] })
              }
            >
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
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('book.payment')}</legend>
          {(['link', 'at-clinic'] as const).map((p) => (
            <label key={p} className={styles.radio}>
              <input
                type="radio"
                name="payment"
                value={p}
                checked={payment === p}
                onChange={() => setPayment(p)}
              />
              {t(`book.pay.${p}`)}
            </label>
          ))}
        </fieldset>
        {askTerms && (
          <label className={styles.radio}>
            <input
              type="checkbox"
              checked={termsTold}
              onChange={(e) => setTermsTold(e.target.checked)}
            />
            {t('book.termsTold')}
          </label>
        )}
        <ReasonField value={reason} onChange={setReason} />
        <DeskError id={error} />
        <div>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('book.submit')}
          </button>
        </div>
      </form>
    </DeskLayout>
  );
}
