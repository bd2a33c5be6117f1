/**
 * The manage page (docs/manage-booking.md): the booking from its frozen snapshot, add-to-calendar, resend
 * confirmation, reschedule and cancel, each with the rule that applies stated before the visitor
 * confirms. The token comes from the email link (?token=) and is sent in POST bodies only.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { ConfirmModal } from '@/components/Modal/ConfirmModal';
import { useToast } from '@/components/Toast/Toast';
import { useDialogAction } from '@/features/overlays/useDialogAction';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { zurichTimeOf } from '@/features/booking/zurichDate';
import { formatInstant, formatSlotDay, formatSlotTime } from '@/features/summary/formatSlot';
import { formatCents } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId, isApiError } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import shared from '@/styles/steps.module.css';
import type { ManagedBooking } from '@/contracts/booking-manage';
import { cancelBooking, fetchManagedBooking, resendConfirmation } from './manageApi';
import { ReschedulePicker } from './ReschedulePicker';
import { EarlierSlotSection } from './EarlierSlot';
import { SmsReminderSection } from './SmsReminder';
import {
  PayBalanceSection,
  PaymentReceiptLink,
  ReceiptButton,
  useBalanceReturn,
  type ReturnState,
} from './PayBalance';
import styles from './ManageBooking.module.css';
import { ManageCard } from './ManageCard';
import { saveIcs } from '@/lib/saveFile';
import { WithCallUs } from '@/features/legal/CallUs';
import { REFUSALS_TO_CALL_ABOUT, type PolicyRefusal } from '@/shared/booking-policy';
import { BOOKING_LINK_INVALID } from '@/contracts/error-ids';

export function ManageBooking({ sample = null }: { sample?: ManagedBooking | null } = {}) {
  const { t } = useTranslation('manage');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  const query = useApi(
    token && !sample ? ['booking/manage', token] : null,
    ([, tk]) => fetchManagedBooking(tk),
    {
      revalidateOnFocus: false,
    },
  );

  const refresh = query.mutate;
  const onPaid = useCallback(() => void refresh(), [refresh]);
  const returnState = useBalanceReturn(onPaid);

  // Draft preview: the sample of the draft content; its actions reach no booking (no token).
  if (sample)
    return <BookingView booking={sample} token="" returnState={returnState} onChange={() => {}} />;
  if (!router.isReady || (token && query.isLoading)) return <p role="status">{t('loading')}</p>;
  if (
    !token ||
    (query.error && isApiError(query.error) && query.error.id === BOOKING_LINK_INVALID)
  ) {
    return (
      <InfoBlock variant="error" label={t('linkInvalid.title')} text={t('linkInvalid.text')} />
    );
  }
  if (query.error || !query.data) return <InfoBlock variant="error" text={t('loadFailed')} />;
  return (
    <BookingView
      booking={query.data}
      token={token}
      returnState={returnState}
      onChange={(next) => void query.mutate(next, { revalidate: false })}
    />
  );
}

/** What each section of the page gets: the booking, its link's token, and where a change goes. */
type SectionProps = {
  booking: ManagedBooking;
  token: string;
  onChange: (b: ManagedBooking) => void;
};

function BookingView({
  booking,
  token,
  onChange,
  returnState,
}: SectionProps & { returnState: ReturnState }) {
  const { t } = useTranslation('manage');
  const language = booking.language;
  const active = booking.status === 'confirmed' || booking.status === 'pending';
  return (
    <div className={shared.step}>
      <div className={shared.hero}>
        <h1>{t('title')}</h1>
        <p className={styles.reference}>
          {t('reference')}: <strong data-testid="manage-reference">{booking.reference}</strong>
        </p>
        <p className={styles.status} data-status={booking.status} data-testid="manage-status">
          {t(`status.${booking.status}`)}
        </p>
      </div>

      <div className={shared.columns}>
        <ManageCard id="manage-details" title={t('details.title')}>
          <dl className={styles.details}>
            <div>
              <dt>{t('details.date')}</dt>
              <dd data-testid="manage-date">{formatSlotDay(booking.start, language)}</dd>
            </div>
            <div>
              <dt>{t('details.time')}</dt>
              <dd data-testid="manage-time">{formatSlotTime(booking.start, booking.end)}</dd>
            </div>
            <div>
              <dt>{t('details.checkup')}</dt>
              <dd>{booking.checkup.title}</dd>
            </div>
            {booking.services.length > 0 && (
              <div>
                <dt>{t('details.addOns')}</dt>
                <dd>{booking.services.map((s) => s.title).join(', ')}</dd>
              </div>
            )}
            <div>
              <dt>{t('details.location')}</dt>
              <dd>
                {booking.location.name}
                <br />
                {booking.location.address}
                <br />
                <a href={booking.location.mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('details.map')} <span className="visually-hidden">{t('calendar.newTab')}</span>
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('details.people', { count: booking.people.length })}</dt>
              <dd>{booking.people.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}</dd>
            </div>
          </dl>
          {booking.isPartnersOwn && <p className={styles.muted}>{t('details.partnerNote')}</p>}
        </ManageCard>

        {/* The MRI safety questionnaire of this booking (docs/screening.md): same token, own page. */}
        {booking.status === 'confirmed' && token && (
          <ManageCard id="manage-screening" title={t('screening.title')}>
            <p>{t('screening.text')}</p>
            <Link
              href={{ pathname: '/screening', query: { token } }}
              data-testid="manage-screening"
            >
              {t('screening.link')}
            </Link>
          </ManageCard>
        )}

        <div className={styles.side}>
          <Amounts booking={booking} token={token} />
          <PayBalanceSection booking={booking} token={token} returnState={returnState} />
          {/* No receipt for CHF 0 (a partner's prepaid check-up without add-ons). */}
          {booking.status !== 'pending' &&
            booking.status !== 'expired' &&
            booking.amounts.paidCents > 0 && (
              <ReceiptButton token={token} reference={booking.reference} />
            )}
          {active && <CalendarLinks booking={booking} />}
        </div>
      </div>

      {active && (
        <div className={styles.actions}>
          <RescheduleSection booking={booking} token={token} onChange={onChange} />
          {/* An earlier slot moves the booking: offered while it may still be moved. */}
          {booking.status === 'confirmed' && booking.policy.reschedule.allowed && (
            <EarlierSlotSection booking={booking} token={token} />
          )}
          <SmsReminderSection token={token} />
          <CancelSection booking={booking} token={token} onChange={onChange} />
          <ResendButton token={token} />
        </div>
      )}
    </div>
  );
}

/** One line of the amounts: what it is and its sum in francs. */
function Amount({
  label,
  cents,
  testId,
  className,
}: {
  label: ReactNode;
  cents: number;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatCents(cents)}</dd>
    </div>
  );
}

function Amounts({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { t } = useTranslation('manage');
  const a = booking.amounts;
  const paidOn = (p: NonNullable<typeof a.payments>[number]) => {
    const date = formatSlotDay(p.at, booking.language);
    const method =
      p.method === 'twint'
        ? t('balance.methodTwint')
        : p.method === 'card'
          ? t('balance.methodCard')
          : null;
    return method ? t('balance.paidOnWith', { date, method }) : t('balance.paidOn', { date });
  };
  return (
    <ManageCard id="manage-amounts" title={t('amounts.title')}>
      <dl className={styles.amounts}>
        {a.lines.map((line) => (
          <Amount key={line.label} label={line.label} cents={line.cents} />
        ))}
        {a.discounts.map((d) => (
          <Amount key={d.label} label={d.label} cents={-Math.abs(d.cents)} />
        ))}
        <Amount
          className={styles.total}
          label={t('amounts.total')}
          cents={a.totalCents}
          testId="manage-total"
        />
        {/* The partner's own page: what they paid, not the booker's payment (docs/manage-booking.md). */}
        <Amount
          label={t(booking.isPartnersOwn ? 'amounts.paidByYou' : 'amounts.paid')}
          cents={a.paidCents}
          testId="manage-paid"
        />
        {(a.payments ?? []).length > 1 &&
          a.payments!.map((p) => (
            <div key={p.id} className={styles.sub}>
              <dt>
                {paidOn(p)}
                <PaymentReceiptLink
                  token={token}
                  reference={booking.reference}
                  payment={p.id}
                  label={`${paidOn(p)}, ${formatCents(p.cents)}`}
                />
              </dt>
              <dd data-testid="manage-payment">{formatCents(p.cents)}</dd>
            </div>
          ))}
        {a.refunds.map((r) => (
          <Fragment key={r.at}>
            <Amount
              label={t(r.status === 'succeeded' ? 'amounts.refunded' : 'amounts.refundPending', {
                date: formatSlotDay(r.at, booking.language),
              })}
              cents={-r.cents}
              testId="manage-refund"
            />
            {r.keptCents > 0 && (
              <Amount label={t('amounts.kept')} cents={r.keptCents} testId="manage-kept" />
            )}
          </Fragment>
        ))}
        {a.balanceCents > 0 && (
          <Amount label={t('amounts.balance')} cents={a.balanceCents} testId="manage-balance" />
        )}
      </dl>
      {booking.isPartnersOwn && (
        <p className={styles.muted} data-testid="manage-partner-prepaid">
          {t('amounts.partnerPrepaid')}
        </p>
      )}
      {(booking.status === 'cancelled' ||
        booking.status === 'expired' ||
        (booking.status === 'confirmed' &&
          (a.paidCents > 0 || booking.isPartnersOwn) &&
          a.balanceCents === 0)) && (
        <p data-testid="manage-nothing-due">{t('amounts.nothingDue')}</p>
      )}
    </ManageCard>
  );
}

/** The web calendars the manage page links to, beside the .ics download. */
const CALENDAR_SERVICES = ['google', 'outlook'] as const;

function CalendarLinks({ booking }: { booking: ManagedBooking }) {
  const { t } = useTranslation('manage');
  return (
    <ManageCard id="manage-calendar" title={t('calendar.title')}>
      <Button
        variant="secondary"
        icon="calendar"
        fullWidth
        onClick={() =>
          saveIcs(booking.calendar.ics, t('calendar.fileName', { name: booking.reference }))
        }
        data-testid="manage-ics"
      >
        {t('calendar.ics')}
      </Button>
      <p className={styles.links}>
        {CALENDAR_SERVICES.map((service) => (
          <a
            key={service}
            href={booking.calendar[service]}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`manage-${service}`}
          >
            {t(`calendar.${service}`)}{' '}
            <span className="visually-hidden">{t('calendar.newTab')}</span>
          </a>
        ))}
      </p>
    </ManageCard>
  );
}

function RescheduleSection({ booking, token, onChange }: SectionProps) {
  const { t } = useTranslation('manage');
  const [open, setOpen] = useState(false);
  // Leaving the picker without a move gives focus back to the button that opened it, once that
  // button is back.
  const returnFocus = useRef(false);
  const startRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    startRef.current?.querySelector('button')?.focus();
  }, [open]);
  const rule = booking.policy.reschedule;
  return (
    <ManageCard id="manage-reschedule" title={t('reschedule.title')}>
      {rule.allowed ? (
        <>
          <p data-testid="reschedule-policy">
            {t('reschedule.policy', { until: formatInstant(rule.until, booking.language) })}{' '}
            {t('reschedule.remaining', { count: rule.remainingAfter })}
          </p>
          {open ? (
            <ReschedulePicker
              booking={booking}
              token={token}
              onDone={(next) => {
                setOpen(false);
                onChange(next);
              }}
              onCancel={() => {
                returnFocus.current = true;
                setOpen(false);
              }}
            />
          ) : (
            <div ref={startRef}>
              <Button
                variant="primary"
                icon="calendar"
                onClick={() => setOpen(true)}
                data-testid="reschedule-start"
              >
                {t('reschedule.start')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className={styles.muted} data-testid="reschedule-refused">
          <RefusalText reason={rule.reason} />
        </p>
      )}
    </ManageCard>
  );
}

function CancelSection({ booking, token, onChange }: SectionProps) {
  const { t } = useTranslation('manage');
  const errorDialog = useErrorDialog();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const rule = booking.policy.cancel;

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await cancelBooking(token);
      setConfirming(false);
      onChange(answer.booking);
      showToast({
        variant: 'success',
        message: t('cancel.done', { refund: formatCents(answer.refundCents) }),
      });
    } catch (error) {
      setConfirming(false);
      errorDialog.show(apiErrorId(error, 'cancel-reservation-error'));
    } finally {
      setBusy(false);
    }
  };

  if (!rule.allowed) {
    return (
      <ManageCard id="manage-cancel" title={t('cancel.title')}>
        <p className={styles.muted} data-testid="cancel-refused">
          <RefusalText reason={rule.reason} />
        </p>
      </ManageCard>
    );
  }
  const until = formatInstant(rule.freeUntil, booking.language);
  const byPolicy = rule.free
    ? t('cancel.free', { until, refund: formatCents(rule.refundCents) })
    : t('cancel.late', {
        until,
        refund: formatCents(rule.refundCents),
        kept: formatCents(rule.keptCents),
      });
  // exactly what was paid, by whom, and what cancelling does to each person.
  const statement = booking.isPartnersOwn
    ? // The partner's own appointment: the check-up was prepaid by the booker.
      booking.amounts.paidCents === 0
      ? t('cancel.partnerPrepaid')
      : `${t('cancel.partnerPrepaid')} ${t('cancel.partnerAddons')} ${byPolicy}`
    : booking.amounts.paidCents === 0
      ? t('cancel.unpaid')
      : byPolicy;
  const twoPersons = !booking.isPartnersOwn && booking.people.some((p) => p.role === 'partner');
  // A two-person booking: the partner's share stays with their appointment once booked;
  // before that, cancelling withdraws their invitation too.
  const retained =
    rule.retainedCents > 0
      ? ` ${t('cancel.retained', { retained: formatCents(rule.retainedCents) })}`
      : twoPersons
        ? ` ${t('cancel.withdrawsInvitation')}`
        : '';
  return (
    <ManageCard id="manage-cancel" title={t('cancel.title')}>
      <p data-testid="cancel-policy">
        {statement}
        {retained}
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)} data-testid="cancel-start">
        {t('cancel.start')}
      </Button>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('cancel.confirmTitle')}
        cancelLabel={t('cancel.keep')}
        confirmLabel={t('cancel.confirm')}
        confirmVariant="danger"
        onConfirm={() => void confirm()}
        busy={busy}
        confirmTestId="cancel-confirm"
      >
        <p>
          {statement}
          {retained}
        </p>
        <p>
          <strong>{t('cancel.confirmRefund', { refund: formatCents(rule.refundCents) })}</strong>
        </p>
      </ConfirmModal>
    </ManageCard>
  );
}

/** Why the page cannot move or cancel online; where a call can help, the clinic's number. */
function RefusalText({ reason }: { reason: PolicyRefusal }) {
  const { t } = useTranslation('manage');
  const text = t(`refused.${reason}`);
  return REFUSALS_TO_CALL_ABOUT.has(reason) ? <WithCallUs text={text} /> : <>{text}</>;
}

function ResendButton({ token }: { token: string }) {
  const { t } = useTranslation('manage');
  const { showToast } = useToast();
  const { busy, run } = useDialogAction();
  const resend = () =>
    run(async () => {
      const answer = await resendConfirmation(token);
      showToast(
        answer.sent
          ? { variant: 'success', message: t('resend.done') }
          : { variant: 'info', message: t('resend.notYet', { time: zurichTimeOf(answer.nextAt) }) },
      );
    });
  return (
    <Button
      variant="ghost"
      onClick={() => void resend()}
      disabled={busy}
      data-testid="resend-confirmation"
    >
      {t('resend.button')}
    </Button>
  );
}
