/**
 * The payment step's content once its guard passes (./PaymentStep.tsx): loads what is due for
 * the reservation (fetch-data), lets the booker pay what they chose on the summary (deposit or
 * full amount, asked once there, docs/spec.md), creates the intent for that option and shows the
 * provider's form: Stripe's Payment Element, or the dev provider's marked test card form.
 * A link from the payment email (?reservationId=&token=, the signed payment token; older
 * links ?reservationId=&email=) resumes an unpaid reservation through fetch-unpaid first.
 * It renders only in the browser, so it loads after hydration with SWR (first-load JS).
 */
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { CancellationTerms, phoneRuleOf, termsOf } from '@/features/summary/CancellationTerms';
import {
  useBookingActions,
  useBookingState,
  useBookingStore,
  useBookingUrlQuery,
} from '@/features/booking/state/BookingProvider';
import { stepHref } from '@/features/booking/url/stepHref';
import type { PaymentOption } from '@/features/booking/state/types';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { SummaryLayout } from '@/features/summary-panel/SummaryLayout';
import { LazySummaryPanel } from '@/features/summary-panel/LazySummaryPanel';
import type { FlowView } from '@/features/summary/flowView';
import { formatZurichDateTime } from '@/features/summary/formatSlot';
import { useLocale } from '@/i18n/useLocale';
import { formatChf } from '@/i18n/format';
import { toLocale } from '@/i18n/locales';
import { apiErrorId, isApiError } from '@/lib/fetcher';
import { READ_ONCE, useApi } from '@/lib/useApi';
import { DevCardForm, TwintNote } from './DevCardForm';
import {
  createIntent,
  fetchManagePath,
  fetchPaymentPageData,
  fetchUnpaid,
  minutesBetween,
  resumePatch,
  type PaymentPageData,
} from './paymentApi';
import shared from '@/styles/steps.module.css';
import styles from './PaymentStep.module.css';
import { TitledSection } from '@/components/TitledSection/TitledSection';
import {
  PROVIDER_ERROR,
  RESERVE_OTHER,
  UNPAID_ALREADY_CONFIRMED,
  UNPAID_MISSING,
  UNPAID_NOT_FOUND,
} from '@/contracts/error-ids';

// Stripe.js is fetched only when the Stripe provider is active, and only on this page.
const StripePaymentForm = dynamic(() => import('./StripePaymentForm'), { ssr: false });

/** Ids that are for logs only (SPEC 8) and their visitor-facing counterpart. */
const LOG_ONLY_IDS: Record<string, string> = {
  // An unknown or expired hold: the visitor starts again.
  [UNPAID_NOT_FOUND]: RESERVE_OTHER,
};

const ALREADY_PAID = UNPAID_ALREADY_CONFIRMED;

function visibleErrorId(error: unknown, fallback: string): string {
  const id = apiErrorId(error, fallback);
  return LOG_ONLY_IDS[id] ?? id;
}

type Resume =
  | { status: 'none' }
  | { status: 'running' }
  | { status: 'done' }
  | { status: 'failed'; errorId: string };

export default function PaymentContent({
  view,
  resumeToken,
}: {
  view: FlowView;
  /** The payment email's token, kept by the step from the first URL it saw. */
  resumeToken: string | undefined;
}) {
  const { t } = useTranslation('payment');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const urlQuery = useBookingUrlQuery();
  const store = useBookingStore();
  const actions = useBookingActions();
  const booking = useBookingState();
  const errorDialog = useErrorDialog();
  // The terms of the slot being paid for, as the summary stated them (docs/decisions/0008-booking-policy-shared-and-grace.md).
  const [termsNow] = useState(() => new Date());
  const terms = termsOf(view, booking.checkupSlug, booking.timeSlotStart, termsNow);

  // Resume: the URL names a reservation and the payment email's token (or, older links, the email).
  const resumeId = urlQuery?.booking.reservationId;
  const resumeEmail = urlQuery?.prefill.personalData.email ?? undefined;
  type ResumeKey = [string, string, 'token' | 'email', string];
  const resumeKey: ResumeKey | null =
    resumeId && (resumeToken || resumeEmail)
      ? [
          'reservation/fetch-unpaid',
          resumeId,
          resumeToken ? 'token' : 'email',
          resumeToken ?? resumeEmail!,
        ]
      : null;
  const resumed = useApi(
    resumeKey,
    ([, id, kind, proof]: ResumeKey) =>
      fetchUnpaid(id, kind === 'token' ? { token: proof } : { email: proof }),
    READ_ONCE,
  );
  useEffect(() => {
    const reservation = resumed.data;
    if (!reservation) return;
    store.dispatch({ type: 'applyQuery', patch: resumePatch(reservation, reservation.email) });
    actions.setSlotEnd(
      reservation.timeSlotEnd,
      minutesBetween(reservation.timeSlotStart, reservation.timeSlotEnd),
    );
    actions.reservationSucceeded(reservation.id, reservation.name);
  }, [resumed.data, store, actions]);
  useEffect(() => {
    if (!resumed.error) return;
    // A payment link of a booking that is paid meanwhile leads to the booking (docs/manage-booking.md).
    if (isApiError(resumed.error) && resumed.error.id === ALREADY_PAID && resumeId) {
      const proof = resumeToken
        ? { token: resumeToken }
        : resumeEmail
          ? { email: resumeEmail }
          : null;
      if (proof) {
        fetchManagePath(resumeId, proof).then(
          (path) => window.location.assign(path),
          () => errorDialog.show(ALREADY_PAID),
        );
        return;
      }
    }
    errorDialog.show(visibleErrorId(resumed.error, UNPAID_NOT_FOUND));
  }, [resumed.error, errorDialog, resumeId, resumeToken, resumeEmail]);
  const resume: Resume = !resumeKey
    ? { status: 'none' }
    : resumed.error
      ? {
          status: 'failed',
          errorId: isApiError(resumed.error) ? resumed.error.id : UNPAID_NOT_FOUND,
        }
      : resumed.data &&
          booking.isReservationSuccess &&
          booking.reservationId === resumed.data.id &&
          booking.timeSlotEnd === resumed.data.timeSlotEnd
        ? { status: 'done' }
        : { status: 'running' };

  const resumePending = resume.status === 'running';
  const reservationId = booking.reservationId;
  const email = booking.personalData.email;
  const ready = !resumePending && resume.status !== 'failed' && reservationId && email;
  // SPEC 5: a lookup needs both reservation id and email (e.g. a link that lost its email).
  // (Not while a link's resume answers: a token link carries no email, its answer brings it.)
  const missingEmail = !resumeKey && !resumePending && Boolean(reservationId) && !email;
  useEffect(() => {
    if (missingEmail) errorDialog.show(UNPAID_MISSING);
  }, [missingEmail, errorDialog]);
  const data = useApi(
    ready ? ['payment/fetch-data', reservationId, email] : null,
    ([, id, mail]: [string, string, string]) => fetchPaymentPageData(id, mail),
    {
      revalidateOnFocus: false,
    },
  );
  useEffect(() => {
    if (data.error) errorDialog.show(visibleErrorId(data.error, PROVIDER_ERROR));
  }, [data.error, errorDialog]);

  const option = booking.paymentOption;
  const due = data.data ? data.data.options[option].dueNow : 0;
  const intent = useApi(
    data.data && due > 0 && email
      ? ['payment/create-intent', data.data.reservationId, email, option]
      : null,
    // Idempotent on the server (one intent per reservation and option).
    ([, id, mail, opt]: [string, string, string, PaymentOption]) =>
      createIntent(id, mail, opt, window.location.href),
    READ_ONCE,
  );
  useEffect(() => {
    if (intent.error) errorDialog.show(visibleErrorId(intent.error, PROVIDER_ERROR));
  }, [intent.error, errorDialog]);
  const intentError = intent.error ? 'failed' : null;
  const currentIntent = intent.data ?? null;
  // An answer without the field  (a server from before docs/payments.md) offers what Stripe decides.
  const twintOffered = currentIntent?.twint?.offered !== false;
  const failedId =
    resume.status === 'failed'
      ? resume.errorId
      : missingEmail
        ? UNPAID_MISSING
        : data.error
          ? visibleErrorId(data.error, 'error')
          : null;
  // Back to the summary while nothing is paid: the reservation is kept until the visitor
  // changes a booking input there (the store then releases it).
  const canGoBack = !booking.isPaymentSuccess && !booking.isProcessing;

  return failedId ? (
    <InfoBlock variant="subtle" icon="info">
      {/* A new booking: without this the old reservation and its success flag stayed (prices froze). */}
      <a
        href={`/${locale}/check-up`}
        className={styles.startOver}
        onClick={() => actions.startNewBooking()}
      >
        {t('failed.startOver')}
      </a>
    </InfoBlock>
  ) : !data.data ? (
    <p role="status" className={styles.muted}>
      {resumePending ? t('resuming') : t('loading')}
    </p>
  ) : (
    <SummaryLayout panel={<LazySummaryPanel locations={view.locations} />}>
      <div className={styles.main}>
        <PriceLines
          data={data.data}
          option={option}
          canChange={canGoBack}
          holdExpiresAt={currentIntent?.holdExpiresAt ?? data.data.holdExpiresAt}
        />
        {terms && (
          <div className={`${shared.surface} ${styles.card}`}>
            <CancellationTerms
              terms={terms}
              depositAmount={view.depositAmount}
              phoneRule={phoneRuleOf(view, booking.locationSlug)}
            />
          </div>
        )}
        <section className={`${shared.surface} ${styles.card}`} aria-labelledby="card-title">
          <h2 id="card-title" className={styles.cardTitle}>
            {t('card.title')}
          </h2>
          {intentError ? null : !currentIntent ? (
            <p role="status" className={styles.muted}>
              {t('card.preparing')}
            </p>
          ) : currentIntent.provider === 'dev' ? (
            <>
              <TwintNote offered={twintOffered} />
              <DevCardForm
                clientSecret={currentIntent.clientSecret}
                amount={currentIntent.amount}
                twint={twintOffered}
              />
            </>
          ) : (
            <>
              <TwintNote offered={twintOffered} />
              <StripePaymentForm
                clientSecret={currentIntent.clientSecret}
                publishableKey={currentIntent.publishableKey ?? data.data.publishableKey ?? ''}
                amount={currentIntent.amount}
                locale={locale}
              />
            </>
          )}
        </section>
        {canGoBack && (
          <div className={styles.actions}>
            <Button
              href={stepHref('/summary', booking)}
              variant="ghost"
              size="L"
              icon="chevron-left"
              data-testid="payment-back"
            >
              {t('back')}
            </Button>
          </div>
        )}
      </div>
    </SummaryLayout>
  );
}

function PriceLines({
  data,
  option,
  canChange,
  holdExpiresAt,
}: {
  data: PaymentPageData;
  option: PaymentOption;
  canChange: boolean;
  /** The hold's end as the server has it: after create-intent's extension when it answered. */
  holdExpiresAt: string | null;
}) {
  const { t } = useTranslation('payment');
  const { language } = useLocale();
  const booking = useBookingState();
  // Date and time on the Zurich clock (SPEC 9), without Intl (no ICU data at page start): the
  // server's end, extended for the payment or a waitlist offer's (docs/payments.md "The hold's
  // end").
  const held = holdExpiresAt ? formatZurichDateTime(new Date(holdExpiresAt), language) : null;
  return (
    <TitledSection
      titleId="lines-title"
      title={t('lines.title')}
      className={`${shared.surface} ${styles.lines}`}
      titleClassName={styles.cardTitle}
      data-testid="payment-lines"
    >
      <p className={styles.muted}>{t('reservation', { name: data.reservationName })}</p>
      {held && (
        <p className={styles.muted} data-testid="payment-held-until">
          {t('heldUntil', { time: held })}
        </p>
      )}
      {/* The price itself is in the summary panel beside: here only what this payment is. */}
      <dl className={styles.lineList}>
        {/* A reservation resumed from the payment email has no priced booking in the panel:
            the total is shown here then, and only then. */}
        {!booking.paymentDataDiscounted && (
          <div className={styles.line}>
            <dt>{t('lines.total')}</dt>
            <dd data-testid="payment-total">{formatChf(data.total)}</dd>
          </div>
        )}
        <div className={`${styles.line} ${styles.totalLine}`}>
          <dt>{t(`lines.${option}`)}</dt>
          <dd data-testid="payment-due-now">{formatChf(data.options[option].dueNow)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('lines.balance')}</dt>
          <dd data-testid="payment-balance">{formatChf(data.options[option].balance)}</dd>
        </div>
      </dl>
      {canChange && (
        <p className={styles.muted}>
          <Link href={stepHref('/summary', booking)} data-testid="payment-change-option">
            {t('lines.change')}
          </Link>
        </p>
      )}
    </TitledSection>
  );
}
