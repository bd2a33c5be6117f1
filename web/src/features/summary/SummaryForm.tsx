/**
 * The personal data form of the summary step (SPEC 5): react-hook-form with the zod rules
 * of formSchema.ts. Loaded only on this page (SummaryStep imports it dynamically). The parts:
 * formMapping.ts (store <-> form values), useDiscountCheck (the code's check state),
 * useReserve (the create call and where it leads), and the field groups under fields/.
 */
import { LENGTH_LIMITS } from '@/shared/person';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { get, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { Checkbox } from '@/components/fields/Checkbox';
import {
  useBookingActions,
  useBookingState,
  useBookingStore,
} from '@/features/booking/state/BookingProvider';
import { isPartnerBooking, isPartnerCurrentlyBooking } from '@/features/booking/state/selectors';
import { todayInZurich } from '@/features/booking/zurichDate';
import { formatChf } from '@/i18n/format';
import { CONTACT_EXAMPLES, marketOf, toLocale } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { textVariantOf } from '@/i18n/germanyGerman';
import { isDiscountCodeError, normaliseCode } from '@/shared/discount-code';
import {
  BELOW_MINIMUM_AGE,
  HOLD_CHALLENGE_INVALID,
  HOLD_CHALLENGE_REQUIRED,
} from '@/contracts/error-ids';
import { ConsentLabel } from '@/features/legal/ConsentLabel';
import { usePaymentData } from '@/features/summary-panel/usePaymentData';
import { CancellationTerms, phoneRuleOf, termsOf } from './CancellationTerms';
import { DiscountCodeField } from './DiscountCodeField';
import { AddressFields } from './fields/AddressFields';
import type { FieldName, FormKit } from './fields/formKit';
import { PartnerFields } from './fields/PartnerFields';
import { PaymentChoice } from './fields/PaymentChoice';
import { PersonFields } from './fields/PersonFields';
import { SmsReminderChoice } from './fields/SmsReminderChoice';
import { errorMessageOf, type FlowView } from './flowView';
import { draftPersonalDataOf, formDefaultsOf } from './formMapping';
import { PARTNER_EMAIL_ERROR, summaryFormSchema, type SummaryFormValues } from './formSchema';
import { optionsFromNames, type CountryNames } from './phoneCountries';
import { useDiscountCheck } from './useDiscountCheck';
import { useErrorSummary } from './useErrorSummary';
import { useReserve } from './useReserve';
import { PrecheckFields } from './precheck/PrecheckFields';
import { applicablePrecheck, precheckAnswersOf, precheckStops } from './precheck/precheckView';
import { SCREENING_PRECHECK_STOP } from '@/contracts/error-ids';
import styles from './SummaryStep.module.css';

/** Asked for while a location sees a burst of holds (server/holds); loaded only then. */
const HoldChallenge = lazy(() =>
  import('./HoldChallenge').then((m) => ({ default: m.HoldChallenge })),
);
const CHALLENGE_REQUIRED = HOLD_CHALLENGE_REQUIRED;
const FORM_ID = 'summary-form';
const CHALLENGE_INVALID = HOLD_CHALLENGE_INVALID;

export interface SummaryFormProps {
  view: FlowView;
  /** Country names in the page's language, in picker order (countryNames, on the server). */
  countries: CountryNames;
  /** Shows a catalogue error id (error dialog). */
  onError: (errorId: string) => void;
  /**
   * Told whether a safety pre-check answer is "yes" (docs/screening.md "Pre-check"): the step
   * then offers the call back outside this form.
   */
  onPrecheckStop?: (stop: boolean) => void;
}

/** Error messages that are catalogue ids (text from content), not translation keys. */
const isCatalogueId = (message: string) =>
  message === PARTNER_EMAIL_ERROR || isDiscountCodeError(message);

function SummaryForm({ view, countries: names, onError, onPrecheckStop }: SummaryFormProps) {
  const { t } = useTranslation('summary');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const store = useBookingStore();
  const actions = useBookingActions();
  // Narrow reads: the form renders again for these, not for each keystroke it writes itself.
  const partnerCurrentlyBooking = useBookingState(isPartnerCurrentlyBooking);
  const partnerFlag = useBookingState(isPartnerBooking);
  const partnerBooking = partnerFlag && !partnerCurrentlyBooking;
  const processing = useBookingState((s) => s.isProcessing);
  const partnerPayment = useBookingState((s) => s.partnerPayment);
  const locationSlug = useBookingState((s) => s.locationSlug);
  const checkupSlug = useBookingState((s) => s.checkupSlug);
  const slotStart = useBookingState((s) => s.timeSlotStart);
  // The terms as of the form's first render (the visitor is told the time they book by).
  const [termsNow] = useState(() => new Date());
  const terms = termsOf(view, checkupSlug, slotStart, termsNow);
  const lateCancellation = terms?.insideCancellationWindow ?? false;
  // The safety pre-check's questions for this check-up and these add-ons (docs/screening.md).
  const services = useBookingState((s) => s.services);
  const precheckQuestions = useMemo(
    () => applicablePrecheck(view.precheck, { checkupSlug, services }),
    [view.precheck, checkupSlug, services],
  );
  const precheckKeys = useMemo(() => precheckQuestions.map((q) => q.key), [precheckQuestions]);

  const countries = useMemo(() => optionsFromNames(marketOf(locale), names), [locale, names]);
  const today = todayInZurich(new Date());
  const schema = useMemo(
    () =>
      summaryFormSchema({
        isPartnerBooking: partnerBooking,
        today,
        minimumAge: view.minimumAge,
        lateCancellation,
        precheckKeys,
      }),
    [partnerBooking, today, view.minimumAge, lateCancellation, precheckKeys],
  );

  // Prefill once from the store (which holds the URL's prefill parameters, SPEC 2).
  const [defaults] = useState(() => formDefaultsOf(store.getState(), marketOf(locale), countries));
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    subscribe,
    getValues,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<SummaryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
    // Fields register in render order, not page order (the consent box before the person
    // fields): the first invalid field is found in the page instead (docs/manage-booking.md).
    shouldFocusError: false,
  });

  // Keep what was typed in the store, so a reload or a step back does not lose it.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const v = values as SummaryFormValues;
        actions.setPersonalData(draftPersonalDataOf(v));
        if (v.paymentOption) actions.setPaymentOption(v.paymentOption);
      },
    });
  }, [subscribe, actions]);

  // A "yes" stops the booking here: no button to pay, the call back instead.
  const precheckValues = useWatch({ control, name: 'precheck' });
  const precheckStop = precheckStops(precheckQuestions, precheckValues);
  useEffect(() => onPrecheckStop?.(precheckStop), [onPrecheckStop, precheckStop]);

  const discount = useDiscountCheck(defaults.discountCode, setError, clearErrors);
  const reserve = useReserve(locale, partnerBooking);

  // The summary panel's hook and key: one request per change serves both (docs/spec.md).
  const quote = usePaymentData(view.known);
  const { language: priceLanguage } = useLocale();
  const total = quote.data?.paymentDataDiscounted.total ?? null;
  const codeDiscount = quote.data?.discounts.find((d) => d.kind === 'code') ?? null;

  // What the field groups show of the form state, as a string: the groups (memoised) render
  // again when it changes, not when the form renders for something else (RHF's isReady after
  // mount, a payment-data answer), which re-created ~60 components and 2 country lists.
  const fieldStateKey = JSON.stringify([isSubmitted, touchedFields, errors], (key, value) =>
    key === 'ref' ? undefined : (value as unknown),
  );
  const kit = useMemo((): FormKit => {
    // By path: the pre-check's answers are nested (precheck.<key>).
    const shown = (name: FieldName) => isSubmitted || Boolean(get(touchedFields, name));
    const errorText = (name: FieldName): string | undefined => {
      const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string') return undefined;
      if (isCatalogueId(message)) return errorMessageOf(view, message);
      return t(message, {
        ...LENGTH_LIMITS,
        minAge: view.minimumAge,
        email: CONTACT_EXAMPLES[marketOf(locale)].email,
      });
    };
    const fieldProps: FormKit['fieldProps'] = (name) => ({
      error: errorText(name),
      showErrors: shown(name),
      required: true,
    });
    return {
      register,
      control,
      errorText,
      shown,
      fieldProps,
      field: (name) => ({ ...fieldProps(name), ...register(name) }),
      countries,
      defaults,
    };
    // errors, touchedFields and isSubmitted are read through fieldStateKey (RHF may keep the
    // same objects and change them in place).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldStateKey, register, control, countries, defaults, t, view, locale]);
  const { shown, errorText } = kit;

  // The proof-of-work round: a new widget (key) per request for a check; once solved it
  // starts Reserve again with its solution.
  const [challengeRound, setChallengeRound] = useState(0);

  const onValid = async (values: SummaryFormValues, challenge?: string) => {
    if (store.getState().isProcessing) return;
    // Never sent with a "yes" (the server would refuse it too): the step offers the call back.
    if (precheckStops(precheckQuestions, values.precheck)) return;
    const code = normaliseCode(values.discountCode);
    if (!discount.confirmCode(code)) return;
    const result = await reserve(
      values,
      code || null,
      challenge,
      precheckAnswersOf(precheckQuestions, values.precheck),
    );
    if (result.ok || 'skipped' in result) return;
    const id = result.errorId;
    if (id === CHALLENGE_REQUIRED || id === CHALLENGE_INVALID) setChallengeRound((n) => n + 1);
    else if (isDiscountCodeError(id)) discount.refusedByServer(code, id);
    else if (id === PARTNER_EMAIL_ERROR)
      setError('partnerEmail', { message: PARTNER_EMAIL_ERROR }, { shouldFocus: true });
    else if (id === BELOW_MINIMUM_AGE)
      setError('birthDate', { message: 'errors.tooYoung' }, { shouldFocus: true });
    else onError(id);
  };

  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  const formRef = useRef<HTMLFormElement>(null);
  const errorSummary = useErrorSummary(formRef, hasErrors ? Object.keys(errors).join() : '');
  /**
   * After a refused submit the first invalid field in page order gets focus, in view. The
   * focus waits for a commit that shows the errors (the request's own render or the summary's
   * that follows it), not for a frame that can come before React has rendered them.
   */
  const [focusRequest, setFocusRequest] = useState(0);
  const focusedFor = useRef(0);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (focusedFor.current === focusRequest) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusedFor.current = focusRequest;
    first.focus();
    first.scrollIntoView?.({ block: 'center' });
  }, [focusRequest, errorSummary]);
  // Solved: Reserve again at once, with the solution.
  const onSolved = (payload: string) =>
    void handleSubmit((values) => onValid(values, payload), focusFirstInvalid)();

  return (
    <form
      className={styles.form}
      ref={formRef}
      id={FORM_ID}
      onSubmit={handleSubmit((values) => onValid(values), focusFirstInvalid)}
      noValidate
      aria-busy={processing}
      data-testid="summary-form"
    >
      {errorSummary.length > 0 && (
        <div className={styles.errorSummary} data-testid="error-summary">
          <p className={styles.formError}>{t('fixErrors')}</p>
          <ul>
            {errorSummary.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(item.id)?.focus();
                  }}
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <PersonFields kit={kit} />
      <SmsReminderChoice kit={kit} />
      <AddressFields kit={kit} />
      {partnerBooking && <PartnerFields kit={kit} />}

      {/* Nothing to discount (the partner's own booking without add-ons): no code field
          (docs/spec.md); a code already applied stays visible so it can be removed. */}
      {(total !== 0 || discount.check.status === 'valid') && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('discount.title')}</legend>
          <DiscountCodeField
            register={register('discountCode')}
            getCode={() => getValues('discountCode')}
            setCode={(code) => setValue('discountCode', code)}
            check={discount.check}
            onCheck={discount.onCheck}
            getState={store.getState}
            language={textVariantOf(locale)}
            error={errorText('discountCode')}
            appliedAmount={codeDiscount ? formatChf(codeDiscount.amount) : null}
          />
        </fieldset>
      )}

      <PaymentChoice
        kit={kit}
        total={total}
        depositAmount={view.depositAmount}
        partnerPayment={partnerCurrentlyBooking ? partnerPayment : null}
      />

      {terms && (
        <CancellationTerms
          terms={terms}
          depositAmount={view.depositAmount}
          phoneRule={phoneRuleOf(view, locationSlug)}
        >
          {lateCancellation && (
            <Checkbox
              label={t('terms.accept')}
              error={errorText('lateTermsAccepted')}
              showErrors={shown('lateTermsAccepted')}
              required
              data-testid="accept-late-cancellation"
              {...register('lateTermsAccepted')}
            />
          )}
        </CancellationTerms>
      )}

      <PrecheckFields
        kit={kit}
        questions={precheckQuestions}
        stop={precheckStop}
        stopMessage={errorMessageOf(view, SCREENING_PRECHECK_STOP)}
        partnerNote={partnerBooking}
      />

      {/* After a "yes" nothing is agreed or paid here: the step offers the call back below
          the form (docs/screening.md "Pre-check"). What was typed stays in the form. */}
      {!precheckStop && (
        <Checkbox
          label={<ConsentLabel />}
          error={errorText('consent')}
          showErrors={shown('consent')}
          required
          {...register('consent')}
        />
      )}

      {challengeRound > 0 && (
        <div className={styles.group} data-testid="hold-challenge-box">
          <p role="status">{errorMessageOf(view, CHALLENGE_REQUIRED)}</p>
          <Suspense fallback={null}>
            <HoldChallenge
              key={challengeRound}
              language={priceLanguage}
              locationSlug={locationSlug ?? ''}
              onSolved={onSolved}
            />
          </Suspense>
        </div>
      )}

      <div aria-live="polite" className={styles.live}>
        {hasErrors && <p className={styles.formError}>{t('fixErrors')}</p>}
        {processing && <p>{t('submitting')}</p>}
      </div>

      {!precheckStop && (
        <Button
          type="submit"
          size="XL"
          fullWidth
          icon="chevron-right"
          iconPosition="end"
          disabled={processing}
          data-testid="reserve"
        >
          {total === 0 ? t('submitNothingDue') : t('submit')}
        </Button>
      )}
    </form>
  );
}

/** Memoised: the step around it renders with every store change (its guard reads the state). */
export default memo(SummaryForm);
