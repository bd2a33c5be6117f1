/**
 * The personal data form of the summary step (SPEC 5): react-hook-form with the zod rules
 * of formSchema.ts. Loaded only on this page (SummaryStep imports it dynamically). On submit
 * it stores the data, creates the reservation (SPEC 4, 7) and goes on to payment, or straight
 * to success when nothing is due.
 */
import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { Checkbox } from '@/components/fields/Checkbox';
import { RadioGroup } from '@/components/fields/RadioGroup';
import { Select } from '@/components/fields/Select';
import { TextField } from '@/components/fields/TextField';
import {
  useBookingActions,
  useBookingState,
  useBookingStore,
} from '@/features/booking/state/BookingProvider';
import { isPartnerCurrentlyBooking } from '@/features/booking/state/selectors';
import { toBookingQuery } from '@/features/booking/url/bookingQuery';
import { todayInZurich } from '@/features/booking/zurichDate';
import { formatChf } from '@/i18n/format';
import { marketOf, PREFERRED_PHONE_COUNTRIES, toLocale } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { usePaymentData } from '@/features/summary-panel/usePaymentData';
import { DiscountCodeField, type DiscountCheck } from './DiscountCodeField';
import { errorMessageOf, type FlowView } from './flowView';
import { PARTNER_EMAIL_ERROR, summaryFormSchema, type SummaryFormValues } from './formSchema';
import { matchCountry, optionsFromNames, splitPhone, type CountryNames } from './phoneCountries';
import {
  createOutcomeOf,
  createReservationBody,
  partnerDataOf,
  personalDataOf,
} from './reservation';
import styles from './SummaryStep.module.css';

export interface SummaryFormProps {
  view: FlowView;
  /** Country names in the page's language, in picker order (countryNames, on the server). */
  countries: CountryNames;
  /** Shows a catalogue error id (error dialog). */
  onError: (errorId: string) => void;
}

/** Ids that belong to the discount field rather than the dialog. */
const DISCOUNT_INVALID = 'discount-code-invalid';

export default function SummaryForm({ view, countries: names, onError }: SummaryFormProps) {
  const { t } = useTranslation('summary');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const market = marketOf(locale);
  const store = useBookingStore();
  const actions = useBookingActions();
  const state = useBookingState();
  const partnerBooking = state.isPartnerBooking && !isPartnerCurrentlyBooking(state);
  const processing = state.isProcessing;

  const countries = optionsFromNames(market, names);
  const schema = useMemo(
    () => summaryFormSchema({ isPartnerBooking: partnerBooking, today: todayInZurich(new Date()) }),
    [partnerBooking],
  );

  // Prefill once from the store (which holds the URL's prefill parameters, SPEC 2).
  const [defaults] = useState<SummaryFormValues>(() => {
    const p = store.getState().personalData;
    const partner = store.getState().personalDataPartner;
    const phone = p.phone ? splitPhone(p.phone, PREFERRED_PHONE_COUNTRIES[market]) : null;
    return {
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      email: p.email ?? '',
      phoneCountry: phone?.country ?? PREFERRED_PHONE_COUNTRIES[market][0],
      phoneNational: phone?.national ?? '',
      birthDate: p.birthDate ?? '',
      biologicalSex: p.biologicalSex,
      street: p.street ?? '',
      postalCode: p.postalCode ?? '',
      city: p.city ?? '',
      country: matchCountry(p.country, countries) ?? PREFERRED_PHONE_COUNTRIES[market][0],
      partnerFirstName: partner.firstName ?? '',
      partnerLastName: partner.lastName ?? '',
      partnerEmail: partner.email ?? '',
      discountCode: store.getState().discountCode ?? '',
      paymentOption: store.getState().paymentOption,
      consent: false,
    };
  });

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    subscribe,
    getValues,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<SummaryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
  });

  // Keep what was typed in the store, so a reload or a step back does not lose it.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const v = values as SummaryFormValues;
        actions.setPersonalData({
          firstName: v.firstName?.trim() || null,
          lastName: v.lastName?.trim() || null,
          birthDate: v.birthDate || null,
          biologicalSex: v.biologicalSex ?? 'male',
          street: v.street?.trim() || null,
          postalCode: v.postalCode?.trim() || null,
          city: v.city?.trim() || null,
          country: v.country || null,
        });
        if (v.paymentOption) actions.setPaymentOption(v.paymentOption);
      },
    });
  }, [subscribe, actions]);

  const [discount, setDiscount] = useState<DiscountCheck>(() =>
    defaults.discountCode ? { status: 'valid', code: defaults.discountCode } : { status: 'idle' },
  );
  // The summary panel's hook and key: one request per change serves both (issue 5).
  const quote = usePaymentData();
  const { language: priceLanguage } = useLocale();
  const total = quote.data?.paymentDataDiscounted.total ?? null;
  const codeDiscount = quote.data?.discounts.find((d) => d.kind === 'code') ?? null;
  const nothingDue = total === 0;
  const deposit = total === null ? view.depositAmount : Math.min(view.depositAmount, total);

  const shown = (name: FieldPath<SummaryFormValues>) =>
    isSubmitted || Boolean(touchedFields[name as keyof typeof touchedFields]);
  const errorText = (name: FieldPath<SummaryFormValues>): string | undefined => {
    const message = errors[name as keyof typeof errors]?.message;
    if (typeof message !== 'string') return undefined;
    return message === PARTNER_EMAIL_ERROR || message === DISCOUNT_INVALID
      ? errorMessageOf(view, message)
      : t(message);
  };
  const fieldProps = (name: FieldPath<SummaryFormValues>) => ({
    error: errorText(name),
    showErrors: shown(name),
    required: true,
  });

  const onValid = async (values: SummaryFormValues) => {
    if (store.getState().isProcessing) return;
    const code = values.discountCode.trim();
    if (
      code !== '' &&
      !(discount.status === 'valid' && discount.code.toLowerCase() === code.toLowerCase())
    ) {
      setError('discountCode', { message: DISCOUNT_INVALID });
      return;
    }
    actions.setPersonalData(personalDataOf(values, locale));
    if (partnerBooking) actions.setPartnerData(partnerDataOf(values));
    actions.setDiscountCode(code || null);
    actions.setPaymentOption(values.paymentOption);
    // SPEC 4: blocked while one is processing or while the data is not valid.
    if (!actions.tryStartReservation()) return;
    try {
      const body = createReservationBody(store.getState(), window.location.href);
      const outcome = createOutcomeOf(
        await apiFetch('/api/reservation/create', { method: 'POST', body }),
      );
      if (!outcome) throw new Error('reservation answer without id');
      actions.reservationSucceeded(outcome.reservationId, outcome.reservationName);
      if (outcome.kind === 'confirmed') {
        actions.paymentSucceeded();
        await router.push({ pathname: '/success', query: toBookingQuery(store.getState()) });
      } else {
        await router.push({ pathname: '/payment', query: toBookingQuery(store.getState()) });
      }
    } catch (error) {
      actions.reservationFailed();
      const id = isApiError(error) ? error.id : 'reserve-timeslot-error-other';
      if (id === DISCOUNT_INVALID) {
        setDiscount({ status: 'invalid', code });
        setError('discountCode', { message: DISCOUNT_INVALID }, { shouldFocus: true });
      } else if (id === PARTNER_EMAIL_ERROR) {
        setError('partnerEmail', { message: PARTNER_EMAIL_ERROR }, { shouldFocus: true });
      } else {
        onError(id);
      }
    }
  };

  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  const phoneError = errorText('phoneNational');
  const phoneShown = shown('phoneNational');

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onValid)}
      noValidate
      aria-busy={processing}
      data-testid="summary-form"
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('personal.title')}</legend>
        <div className={styles.row2}>
          <TextField
            label={t('personal.firstName')}
            autoComplete="given-name"
            {...fieldProps('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('personal.lastName')}
            autoComplete="family-name"
            {...fieldProps('lastName')}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('personal.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('personal.emailHint')}
          {...fieldProps('email')}
          {...register('email')}
        />
        <fieldset className={styles.phone} aria-describedby="phone-hint">
          <legend className={styles.subLegend}>
            {t('personal.phone')}
            {phoneShown && <span className={styles.marker}> *</span>}
          </legend>
          <p id="phone-hint" className={styles.hint}>
            {t('personal.phoneHint')}
          </p>
          <div className={styles.phoneRow}>
            <Select
              className={styles.phoneCountry}
              label={t('personal.phoneCountry')}
              placeholder={null}
              autoComplete="tel-country-code"
              options={countries.map((c) => ({
                value: c.code,
                label: `${c.flag} ${c.name} (+${c.callCode})`,
              }))}
              showErrors={false}
              {...register('phoneCountry')}
            />
            <TextField
              className={styles.phoneNational}
              label={t('personal.phoneNational')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              error={phoneError}
              showErrors={phoneShown}
              required
              {...register('phoneNational')}
            />
          </div>
        </fieldset>
        <TextField
          label={t('personal.birthDate')}
          type="date"
          autoComplete="bday"
          max={todayInZurich(new Date())}
          {...fieldProps('birthDate')}
          {...register('birthDate')}
        />
        <Controller
          control={control}
          name="biologicalSex"
          render={({ field }) => (
            <RadioGroup
              label={t('personal.sex')}
              hint={t('personal.sexHint')}
              name={field.name}
              layout="cards"
              value={field.value}
              onChange={(value) => field.onChange(value === 'female' ? 'female' : 'male')}
              options={[
                { value: 'male', label: t('personal.male') },
                { value: 'female', label: t('personal.female') },
              ]}
            />
          )}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('address.title')}</legend>
        <TextField
          label={t('address.street')}
          autoComplete="street-address"
          {...fieldProps('street')}
          {...register('street')}
        />
        <div className={styles.rowPostal}>
          <TextField
            label={t('address.postalCode')}
            autoComplete="postal-code"
            {...fieldProps('postalCode')}
            {...register('postalCode')}
          />
          <TextField
            label={t('address.city')}
            autoComplete="address-level2"
            {...fieldProps('city')}
            {...register('city')}
          />
        </div>
        <Select
          label={t('address.country')}
          placeholder={null}
          autoComplete="country"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          {...fieldProps('country')}
          {...register('country')}
        />
      </fieldset>

      {partnerBooking && (
        <fieldset className={styles.group} data-testid="partner-fields">
          <legend className={styles.legend}>{t('partner.title')}</legend>
          <p className={styles.hint}>{t('partner.intro')}</p>
          <div className={styles.row2}>
            <TextField
              label={t('partner.firstName')}
              {...fieldProps('partnerFirstName')}
              {...register('partnerFirstName')}
            />
            <TextField
              label={t('partner.lastName')}
              {...fieldProps('partnerLastName')}
              {...register('partnerLastName')}
            />
          </div>
          <TextField
            label={t('partner.email')}
            type="email"
            inputMode="email"
            {...fieldProps('partnerEmail')}
            {...register('partnerEmail')}
          />
        </fieldset>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('discount.title')}</legend>
        <DiscountCodeField
          register={register('discountCode')}
          getCode={() => getValues('discountCode')}
          check={discount}
          onCheck={(next) => {
            setDiscount(next);
            if (next.status === 'valid') {
              clearErrors('discountCode');
              actions.setDiscountCode(next.code);
            } else if (next.status === 'invalid') {
              setError('discountCode', { message: DISCOUNT_INVALID });
              actions.setDiscountCode(null);
            } else {
              clearErrors('discountCode');
              actions.setDiscountCode(null);
            }
          }}
          state={state}
          language={priceLanguage}
          error={errorText('discountCode')}
          appliedAmount={codeDiscount ? formatChf(codeDiscount.amount) : null}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('payment.title')}</legend>
        {total !== null && (
          <p className={styles.total} data-testid="reserve-total">
            {t('payment.total')}: <strong>{formatChf(total)}</strong>
          </p>
        )}
        {nothingDue ? (
          <p className={styles.hint}>{t('payment.nothingDue')}</p>
        ) : (
          <Controller
            control={control}
            name="paymentOption"
            render={({ field }) => (
              <RadioGroup
                label={t('payment.legend')}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value === 'full' ? 'full' : 'deposit')}
                options={[
                  {
                    value: 'deposit',
                    label: t('payment.deposit', { amount: formatChf(deposit) }),
                    description:
                      total !== null
                        ? t('payment.depositHint', {
                            balance: formatChf(Math.max(total - deposit, 0)),
                          })
                        : undefined,
                  },
                  {
                    value: 'full',
                    label: t('payment.full', { amount: total !== null ? formatChf(total) : '' }),
                    description: t('payment.fullHint'),
                  },
                ]}
              />
            )}
          />
        )}
      </fieldset>

      <Checkbox
        label={t('consent.label')}
        error={errorText('consent')}
        showErrors={shown('consent')}
        required
        {...register('consent')}
      />

      <div aria-live="polite" className={styles.live}>
        {hasErrors && <p className={styles.formError}>{t('fixErrors')}</p>}
        {processing && <p>{t('submitting')}</p>}
      </div>

      <Button
        type="submit"
        size="XL"
        fullWidth
        icon="chevron-right"
        iconPosition="end"
        disabled={processing}
        data-testid="reserve"
      >
        {nothingDue ? t('submitNothingDue') : t('submit')}
      </Button>
    </form>
  );
}
