/**
 * The success step's content (SPEC 2), loaded after hydration once the guard passes
 * (./SuccessStep.tsx): what was booked (package, add-ons, location with address,
 * Zurich date and time, reservation name), what was paid and what is due at the clinic (from
 * the server), the calendar file, and for a partner booking the note about the invitation.
 */
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useBookingActions, useBookingState } from '@/features/booking/state/BookingProvider';
import { BookingOverview } from '@/features/summary/BookingOverview';
import type { FlowView } from '@/features/summary/flowView';
import { formatChf } from '@/i18n/format';
import { apiFetch } from '@/lib/fetcher';
import { READ_ONCE, useApi } from '@/lib/useApi';
import { fetchManagePath } from '@/features/payment/paymentApi';
import type { ConfirmationResponse } from '@/contracts/booking-confirmation';
import shared from '@/styles/steps.module.css';
import styles from './SuccessStep.module.css';
import { saveIcs } from '@/lib/saveFile';
import { TitledSection } from '@/components/TitledSection/TitledSection';

/** The confirmation route's answer (its contract; types only, nothing of the server is bundled). */
export type BookingConfirmation = ConfirmationResponse['booking'];

function fetchConfirmation([, id, email]: [string, string, string]): Promise<BookingConfirmation> {
  return apiFetch<ConfirmationResponse>('/api/booking/confirmation', {
    method: 'POST',
    body: { id, email },
  }).then((body) => body.booking);
}

export default function SuccessContent({ view }: { view: FlowView }) {
  const { t } = useTranslation('success');
  const router = useRouter();
  const booking = useBookingState();
  const actions = useBookingActions();
  const email = booking.personalData.email;
  const id = booking.reservationId;
  const confirmation = useApi(
    id && email ? ['booking/confirmation', id, email] : null,
    fetchConfirmation,
    {
      revalidateOnFocus: false,
    },
  );
  const data = confirmation.data;
  // The booking's own manage page (move, cancel, receipt): the same signed link as the emails'
  // (POST /api/booking/manage-link with the booker's email), once the booking is confirmed.
  const manage = useApi(
    data && data.status === 'confirmed' && id && email ? ['booking/manage-link', id, email] : null,
    ([, i, e]: [string, string, string]) => fetchManagePath(i, { email: e }),
    READ_ONCE,
  );

  const partnerName = data?.partner ? `${data.partner.firstName} ${data.partner.lastName}` : null;
  // The booking as it is now: a cancelled or lapsed one says so instead of "booked".
  const ended =
    data && (data.status === 'cancelled' || data.status === 'expired') ? data.status : null;
  const showPartnerNote =
    (data?.isPartnerBooking ?? (booking.isPartnerBooking && !booking.reservationIdPartner)) &&
    !data?.isPartnersOwnBooking;

  const bookAgain = async () => {
    // Leaves the success lock: a new booking starts from a clean session.
    actions.startNewBooking();
    await router.push('/check-up');
  };

  return (
    <div className={shared.step}>
      <div className={styles.hero}>
        <span className={styles.check} aria-hidden="true">
          {ended ? '✕' : '✓'}
        </span>
        <div>
          <h1>{ended ? t(`ended.${ended}Title`) : t('title')}</h1>
          <p className={styles.lead} data-testid="success-lead">
            {ended ? t(`ended.${ended}`) : email ? t('intro', { email }) : t('introNoEmail')}
          </p>
          {booking.reservationName && (
            <p className={styles.reference}>
              {t('reference')}:{' '}
              <strong data-testid="reservation-name">{booking.reservationName}</strong>
            </p>
          )}
        </div>
      </div>

      <div className={shared.columns}>
        <BookingOverview view={view} booking={booking} booked={data ?? undefined} />

        <div className={styles.side}>
          <TitledSection
            titleId="amounts-title"
            title={t('amounts.title')}
            className={`${shared.surface} ${styles.card}`}
            titleClassName={styles.cardTitle}
            aria-busy={!data}
          >
            {data ? (
              <dl className={styles.amounts}>
                <div>
                  <dt>{t('amounts.total')}</dt>
                  <dd data-testid="success-total">{formatChf(data.total)}</dd>
                </div>
                <div>
                  <dt>{t('amounts.paid')}</dt>
                  <dd data-testid="success-paid">{formatChf(data.paid)}</dd>
                </div>
                {!ended && (
                  <div>
                    <dt>{t('amounts.balance')}</dt>
                    <dd data-testid="success-balance">{formatChf(data.balance)}</dd>
                  </div>
                )}
              </dl>
            ) : (
              <p role="status" className={styles.muted}>
                {t('amounts.loading')}
              </p>
            )}
            {data?.ics && (
              <Button
                onClick={() => saveIcs(data.ics!, t('calendar.fileName', { name: data.name }))}
                variant="secondary"
                size="L"
                icon="calendar"
                fullWidth
                data-testid="add-to-calendar"
              >
                {t('calendar.add')}
              </Button>
            )}
          </TitledSection>

          {showPartnerNote && !ended && (
            <InfoBlock
              variant="success"
              icon="users"
              label={t('partner.title')}
              text={[
                partnerName ? t('partner.note', { name: partnerName }) : t('partner.noteNoName'),
                // what is paid and what is due for both, never "already paid".
                data &&
                  (data.balance > 0
                    ? t('partner.balanceDue', {
                        paid: formatChf(data.paid),
                        balance: formatChf(data.balance),
                      })
                    : t('partner.paidInFull')),
              ]
                .filter(Boolean)
                .join(' ')}
            />
          )}

          {manage.data && (
            <p className={styles.manage}>
              {/* The MRI safety questionnaire: the manage link's token on its own page (docs/screening.md). */}
              <a
                href={manage.data.replace(/\/booking\?/, '/screening?')}
                data-testid="success-screening"
              >
                {t('screening')}
              </a>
            </p>
          )}
          {manage.data && (
            <p className={styles.manage}>
              <a href={manage.data} data-testid="success-manage">
                {t('manage')}
              </a>
            </p>
          )}

          <Button variant="ghost" size="M" onClick={() => void bookAgain()}>
            {t('again')}
          </Button>
        </div>
      </div>
    </div>
  );
}
