/**
 * The waitlist join form (docs/waitlist.md): where (the chosen location or any
 * offering the check-up and add-ons), a date range within the booking horizon, optional
 * weekdays and time of day, an email and the emails' language. react-hook-form with the
 * zod rules of joinSchema.ts; the server's refusals are catalogue ids shown at their field
 * (or above the button) in the catalogue's words. Loaded only when the visitor opens it.
 */
import { LENGTH_LIMITS } from '@/shared/person';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/i18n/useTranslation';
import { useLocale } from '@/i18n/useLocale';
import { Button } from '@/components/Button/Button';
import { Checkbox } from '@/components/fields/Checkbox';
import { FormRadioGroup } from '@/components/fields/FormRadioGroup';
import { TextField } from '@/components/fields/TextField';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { apiErrorId } from '@/lib/fetcher';
import {
  fieldOfError,
  joinFormSchema,
  joinRequestOf,
  TIME_OF_DAY_CHOICES,
  WEEKDAYS,
  type JoinFormValues,
  type JoinSelection,
} from './joinSchema';
import { useCatalogueText } from './useCatalogue';
import { joinWaitlist } from './waitlistApi';
import styles from './Waitlist.module.css';

export interface JoinWaitlistFormProps {
  selection: JoinSelection;
  locationTitle: string;
  /** yyyy-MM-dd: the range's first and last allowed day, and the range the form starts with. */
  minDate: string;
  maxDate: string;
  /** Prefill (the email the visitor typed earlier in this booking, if any). */
  email?: string | null;
  /**
   * The day the visitor was looking at (yyyy-MM-dd, inside minDate..maxDate): the form starts
   * with that day and its weekday rather than the whole window, which would hold any freed
   * time of months for them (docs/waitlist.md "Joining"). Editable.
   */
  viewedDate?: string | null;
}

/** ISO weekday ('1' Monday .. '7' Sunday) of a calendar day, whatever the browser's zone. */
export function isoWeekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return String(day === 0 ? 7 : day) as (typeof WEEKDAYS)[number];
}

/** Server ids shown under a field are kept as `server:<id>` messages, told apart from keys. */
const SERVER = 'server:';

export default function JoinWaitlistForm({
  selection,
  locationTitle,
  minDate,
  maxDate,
  email,
  viewedDate,
}: JoinWaitlistFormProps) {
  const { t } = useTranslation('waitlist');
  const { locale, language } = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formErrorId, setFormErrorId] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [schema] = useState(() => joinFormSchema({ minDate, maxDate }));
  const viewed = viewedDate && viewedDate >= minDate && viewedDate <= maxDate ? viewedDate : null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<JoinFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      scope: 'this',
      from: viewed ?? minDate,
      to: viewed ?? maxDate,
      weekdays: viewed ? [isoWeekdayOf(viewed)] : [],
      timeOfDay: 'any',
      email: email ?? '',
      language,
    },
    mode: 'onTouched',
  });

  const scope = useWatch({ control, name: 'scope' });
  const serverFieldId = (['email', 'to'] as const)
    .map((name) => errors[name]?.message)
    .find((m) => typeof m === 'string' && m.startsWith(SERVER))
    ?.slice(SERVER.length);
  const catalogueId = formErrorId ?? serverFieldId ?? null;
  const catalogueText = useCatalogueText(catalogueId, t('errors.generic'));
  const errorText = (name: keyof JoinFormValues): string | undefined => {
    const message = errors[name]?.message;
    if (typeof message !== 'string') return undefined;
    if (message.startsWith(SERVER)) return catalogueText ?? undefined;
    return t(message, LENGTH_LIMITS);
  };

  // The confirmation replaces the form: focus goes to it, so it is read out.
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onValid = async (values: JoinFormValues) => {
    setFormErrorId(null);
    try {
      await joinWaitlist(joinRequestOf(values, selection, locale));
      setSentTo(values.email.trim());
    } catch (error) {
      const id = apiErrorId(error);
      const field = fieldOfError(id);
      if (field) setError(field, { message: `${SERVER}${id}` }, { shouldFocus: true });
      else setFormErrorId(id);
    }
  };

  if (sentTo) {
    return (
      <div ref={doneRef} tabIndex={-1} data-testid="waitlist-joined" className={styles.done}>
        <InfoBlock
          variant="success"
          icon="success"
          label={t('join.doneTitle')}
          text={t('join.doneText', { email: sentTo })}
        />
      </div>
    );
  }

  /** The first or last day the visitor could come, inside the window the waitlist covers. */
  const dateField = (name: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      label={label}
      min={minDate}
      max={maxDate}
      required
      error={errorText(name)}
      showErrors={isSubmitted || Boolean(errors[name])}
      {...register(name)}
    />
  );

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onValid)}
      noValidate
      aria-busy={isSubmitting || undefined}
      data-testid="waitlist-form"
    >
      <FormRadioGroup
        control={control}
        name="scope"
        label={t('join.where')}
        options={[
          { value: 'this', label: t('join.thisLocation', { location: locationTitle }) },
          { value: 'any', label: t('join.anyLocation') },
        ]}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('join.when')}</legend>
        <p className={styles.hint}>{t('join.whenHint')}</p>
        <div className={styles.row2}>
          {dateField('from', t('join.from'))}
          {dateField('to', t('join.to'))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('join.weekdays')}</legend>
        <p className={styles.hint} id="waitlist-weekdays-hint">
          {t('join.weekdaysHint')}
        </p>
        <div className={styles.weekdays}>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={t(`weekday.${day}`)}
              value={day}
              className={styles.weekday}
              {...register('weekdays')}
            />
          ))}
        </div>
      </fieldset>

      <FormRadioGroup
        control={control}
        name="timeOfDay"
        label={t('join.timeOfDay')}
        layout="stack"
        options={TIME_OF_DAY_CHOICES.map((choice) => ({
          value: choice,
          label: t(`timeOfDay.${choice}`),
        }))}
      />

      <TextField
        type="email"
        label={t('join.email')}
        autoComplete="email"
        inputMode="email"
        required
        error={errorText('email')}
        showErrors={isSubmitted || Boolean(errors.email)}
        {...register('email')}
      />

      <FormRadioGroup
        control={control}
        name="language"
        label={t('join.language')}
        options={(['de', 'en'] as const).map((l) => ({
          value: l,
          label: t(`common:header.languageNames.${l}`),
        }))}
      />

      <p className={styles.hint}>
        {t(scope === 'any' ? 'join.termsAny' : 'join.terms', { location: locationTitle })}
      </p>

      <div aria-live="polite">
        {formErrorId && catalogueText && (
          <InfoBlock variant="error" icon="error" text={catalogueText} />
        )}
      </div>

      <Button
        type="submit"
        variant="primary"
        size="L"
        disabled={isSubmitting}
        data-testid="waitlist-submit"
      >
        {isSubmitting ? t('join.submitting') : t('join.submit')}
      </Button>
    </form>
  );
}
