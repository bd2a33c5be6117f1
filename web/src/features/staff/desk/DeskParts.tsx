/**
 * Small pieces the desk's forms share: the reason, an error line, the date field and the
 * free-time picker.
 */
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { DateTime } from 'luxon';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { isApiError } from '@/lib/fetcher';
import { clock } from './dayGrid';
import styles from './desk.module.css';

/** One <option> per item (a location, a staff member): its id the value, its name the text. */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/** One radio button per choice, in a fieldset the caller gives: the checked one is `value`. */
export function RadioChoices<T extends string>({
  name,
  choices,
  value,
  onChange,
  label,
}: {
  name: string;
  choices: readonly T[];
  value: T | null;
  onChange: (choice: T) => void;
  label: (choice: T) => ReactNode;
}) {
  return choices.map((choice) => (
    <label key={choice} className={styles.radio}>
      <input
        type="radio"
        name={name}
        value={choice}
        checked={value === choice}
        onChange={() => onChange(choice)}
      />
      {label(choice)}
    </label>
  ));
}

/** A failed request's catalogue id for DeskError ('generic' when it has none), or null. */
export const errorIdOf = (error: unknown) =>
  isApiError(error) ? error.id : error ? 'generic' : null;

/** A refusal's catalogue id in words (desk.json `errors`), announced; nothing without one. */
export function DeskError({ id }: { id: string | null }) {
  const { t } = useTranslation('desk');
  if (!id) return null;
  return (
    <p role="alert" className={styles.error}>
      {t(`errors.${id}`, { defaultValue: t('errors.generic') })}
    </p>
  );
}

/**
 * Why staff did it (kept in the audit entry; up to 500 characters): required for an override,
 * optional for a routine action (docs/staff-desk.md, "Routine actions and overrides").
 */
export function ReasonField({
  value,
  onChange,
  optional = false,
  name,
  invalid = false,
}: {
  value: string;
  onChange: (v: string) => void;
  optional?: boolean;
  name?: string;
  /** A refusal names this field (marked, described by the form's error). */
  invalid?: boolean;
}) {
  const { t } = useTranslation('desk');
  return (
    <label>
      {optional ? t('actions.reasonOptional') : t('actions.reason')}
      <textarea
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={!optional}
        maxLength={500}
        {...(invalid ? { 'aria-invalid': true, 'aria-describedby': 'book-error' } : {})}
      />
    </label>
  );
}

/** A date as the desk writes it: 02.12.2026 in German, 02/12/2026 in English. */
export function deskDateText(iso: string, language: 'en' | 'de'): string {
  const d = DateTime.fromISO(iso);
  return d.isValid ? d.toFormat(language === 'de' ? 'dd.LL.yyyy' : 'dd/LL/yyyy') : iso;
}

/** yyyy-MM-dd from what staff type (2.12.2026, 02/12/2026, 2026-12-02), or null. */
export function parseDeskDate(text: string): string | null {
  const typed = text.trim();
  const iso = DateTime.fromISO(typed);
  if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) return iso.isValid ? iso.toISODate() : null;
  const m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(typed);
  if (!m) return null;
  const d = DateTime.fromObject({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) });
  return d.isValid ? d.toISODate() : null;
}

/**
 * A date field in the desk's language, not the browser's (a native date input follows the
 * browser's locale; docs/staff-desk.md "Language"): the date written as the desk writes it,
 * with its format as a hint; what is typed is taken once it reads as a date.
 */
export function DeskDateInput({
  value,
  onChange,
  label,
  hideLabel = false,
  name,
  optional = false,
  invalid = false,
  describedBy,
}: {
  value: string;
  onChange: (iso: string) => void;
  label: string;
  hideLabel?: boolean;
  name?: string;
  /** May stay empty (a birth date): empty is valid and answers ''. */
  optional?: boolean;
  /** Marked from outside (a refusal that names this field). */
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('desk');
  const language = languageOf(toLocale(useRouter().locale));
  const [text, setText] = useState(() => deskDateText(value, language));
  // A new value from outside (previous/next day, another language): shown as the desk writes it.
  const [shown, setShown] = useState(`${value}|${language}`);
  if (shown !== `${value}|${language}`) {
    setShown(`${value}|${language}`);
    if (parseDeskDate(text) !== value) setText(deskDateText(value, language));
  }
  const empty = optional && text.trim() === '';
  const bad = !empty && parseDeskDate(text) === null;
  return (
    <label className={styles.control}>
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      <input
        name={name}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date.format')}
        title={t('date.format')}
        size={10}
        aria-invalid={bad || invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const iso = optional && !e.target.value.trim() ? '' : parseDeskDate(e.target.value);
          if (iso !== null) onChange(iso);
        }}
        onBlur={() => {
          if (!bad) setText(deskDateText(value, language));
        }}
      />
    </label>
  );
}

/** A day, a button that asks for its free times, and the times to choose one from. */
export function SlotPicker({
  dateLabel,
  date,
  onDate,
  onFind,
  slots,
  slot,
  onSlot,
}: {
  dateLabel: string;
  date: string;
  onDate: (date: string) => void;
  onFind: () => void;
  slots: { start: string }[] | null;
  slot: string;
  onSlot: (start: string) => void;
}) {
  const { t } = useTranslation('desk');
  return (
    <>
      <div className={styles.inline}>
        <DeskDateInput label={dateLabel} value={date} onChange={onDate} />
        <button type="button" className={styles.secondary} onClick={onFind}>
          {t('actions.findSlots')}
        </button>
      </div>
      {slots && slots.length === 0 && <p className={styles.hint}>{t('actions.noSlots')}</p>}
      {slots && slots.length > 0 && (
        <fieldset className={styles.slotList}>
          <legend>{t('actions.freeTimes')}</legend>
          {slots.map((s) => (
            <label key={s.start} className={styles.slotOption}>
              <input
                type="radio"
                name="slot"
                value={s.start}
                checked={slot === s.start}
                onChange={() => onSlot(s.start)}
              />
              {clock(s.start)}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
