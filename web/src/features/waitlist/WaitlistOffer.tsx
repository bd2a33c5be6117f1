/**
 * The offer email's page (docs/waitlist.md). It reads the offer (a POST that
 * changes nothing). A slot held for a new booking goes into a fresh booking state with the
 * hold, and the visitor lands on the summary step with it prefilled; the summary's create
 * releases the hold and takes the same room. An earlier slot for an existing booking is shown
 * as the move it would be, taken with one button (a reschedule by the booking's policy).
 */
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { WaitlistOfferView } from '@/contracts/waitlist-offer';
import type { ManagedBooking } from '@/contracts/booking-manage';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useBookingActions, useBookingStore } from '@/features/booking/state/BookingProvider';
import { stepHref } from '@/features/booking/url/stepHref';
import { formatSlotDay, formatSlotTime, formatZurichDateTime } from '@/features/summary/formatSlot';
import { useLocale } from '@/i18n/useLocale';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId, isApiError } from '@/lib/fetcher';
import { READ_ONCE, useApi } from '@/lib/useApi';
import shared from '@/styles/steps.module.css';
import { useCatalogueText } from './useCatalogue';
import { useLinkToken } from './useLinkToken';
import { acceptEarlierSlot, fetchOffer } from './waitlistApi';
import styles from './Waitlist.module.css';

export function WaitlistOffer() {
  const { t } = useTranslation('waitlist');
  const token = useLinkToken();
  const offer = useApi(
    token ? ['waitlist/offer', token] : null,
    ([, tk]) => fetchOffer(tk),
    READ_ONCE,
  );
  const errorId = offer.error ? (isApiError(offer.error) ? offer.error.id : 'network-error') : null;
  const errorText = useCatalogueText(errorId, t('errors.generic'));

  let body;
  if (token === null) body = <InfoBlock variant="error" icon="error" text={t('linkMissing')} />;
  else if (errorId)
    body = (
      <>
        <InfoBlock variant="error" icon="error" text={errorText ?? ''} />
        <div className={styles.actions}>
          <Button href="/check-up" variant="secondary">
            {t('offer.startBooking')}
          </Button>
        </div>
      </>
    );
  else if (!offer.data) body = <p role="status">{t('loading')}</p>;
  else if (offer.data.state !== 'open')
    body = (
      <div data-testid="waitlist-offer-closed" data-state={offer.data.state}>
        <InfoBlock variant="default" icon="info" text={closedText(offer.data, t)} />
        {offer.data.state !== 'taken' && (
          <div className={styles.actions}>
            <Button href="/check-up" variant="secondary">
              {t('offer.startBooking')}
            </Button>
          </div>
        )}
      </div>
    );
  else if (offer.data.booking) body = <EarlierSlot offer={offer.data} token={token!} />;
  else body = <ToSummary offer={offer.data} />;

  return (
    <div className={`${shared.step} ${styles.page}`}>
      <h1>{t('offer.title')}</h1>
      {body}
    </div>
  );
}

/**
 * What became of a closed offer, and only what is true (docs/waitlist.md "Offer pages"): booked;
 * expired and passed on (still waiting only while the entry is active); passed on because the
 * visitor left the waitlist. No promise of another email that will not come.
 */
function closedText(offer: WaitlistOfferView, t: (key: string) => string): string {
  if (offer.state === 'taken') return t('offer.taken');
  if (offer.state === 'withdrawn')
    return offer.entry.state === 'left' ? t('offer.withdrawnLeft') : t('offer.withdrawn');
  return offer.entry.state === 'active'
    ? `${t('offer.expired')} ${t('offer.stillWaiting')}`
    : t('offer.expired');
}

/** "Friday, 11 December 2026, 09:00–10:30" in Zurich time. */
function slotText(offer: Pick<WaitlistOfferView, 'start' | 'end'>, language: string) {
  return `${formatSlotDay(offer.start, language)}, ${formatSlotTime(offer.start, offer.end)}`;
}

/** A held slot for a new booking: into a fresh booking state, then on to the summary step. */
function ToSummary({ offer }: { offer: WaitlistOfferView }) {
  const { t } = useTranslation('waitlist');
  const { locale, language } = useLocale();
  const router = useRouter();
  const store = useBookingStore();
  const actions = useBookingActions();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A new booking: whatever this tab held before (even a finished one) makes way.
    actions.startNewBooking();
    store.dispatch({
      type: 'applyQuery',
      patch: {
        checkupSlug: offer.checkupSlug,
        services: offer.services,
        locationSlug: offer.locationSlug,
        timeSlotStart: offer.start,
        personalData: { email: offer.hold.email, language, localization: locale },
      },
    });
    actions.setWaitlistHold({
      reservationId: offer.hold.reservationId,
      email: offer.hold.email,
      start: offer.start,
      expiresAt: offer.expiresAt,
    });
    void router.replace(stepHref('/summary', store.getState()));
  }, [offer, actions, store, router, language, locale]);

  return (
    <div aria-live="polite">
      <InfoBlock
        variant="success"
        icon="calendar"
        label={slotText(offer, language)}
        text={t('offer.held', {
          location: offer.location.name,
          until: formatZurichDateTime(new Date(offer.expiresAt), language),
        })}
      />
      <p role="status">{t('offer.opening')}</p>
    </div>
  );
}

/** An earlier slot for an existing booking: the move, taken with one button. */
function EarlierSlot({ offer, token }: { offer: WaitlistOfferView; token: string }) {
  const { t } = useTranslation('waitlist');
  const { language } = useLocale();
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState<ManagedBooking | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const errorText = useCatalogueText(errorId, t('errors.generic'));
  const booking = offer.booking!;

  const accept = async () => {
    setBusy(true);
    setErrorId(null);
    try {
      setMoved(await acceptEarlierSlot(token));
    } catch (error) {
      setErrorId(apiErrorId(error));
    } finally {
      setBusy(false);
    }
  };

  if (moved)
    return (
      <div aria-live="polite" data-testid="waitlist-moved">
        <InfoBlock
          variant="success"
          icon="success"
          label={t('offer.movedTitle')}
          text={t('offer.movedText', {
            reference: moved.reference,
            when: `${formatSlotDay(moved.start, language)}, ${formatSlotTime(moved.start, moved.end)}`,
          })}
        />
      </div>
    );
  return (
    <>
      <p>
        {t('offer.earlier', {
          reference: booking.reference,
          from: formatSlotDay(booking.start, language),
          to: slotText(offer, language),
          location: offer.location.name,
        })}
      </p>
      <p>
        {t('offer.heldUntil', { until: formatZurichDateTime(new Date(offer.expiresAt), language) })}
      </p>
      <div aria-live="polite">
        {errorId && <InfoBlock variant="error" icon="error" text={errorText ?? ''} />}
      </div>
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="L"
          onClick={() => void accept()}
          disabled={busy}
          data-testid="waitlist-accept"
        >
          {t('offer.move')}
        </Button>
      </div>
    </>
  );
}
