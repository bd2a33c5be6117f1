import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '@/components/icons/Icon';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useBookingState } from '@/features/booking/state/BookingProvider';
import { formatChf } from '@/i18n/format';
import { useLocale } from '@/i18n/useLocale';
import { isApiError } from '@/lib/fetcher';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import type { PanelLocation } from './panelLocations';
import { formatSlotDate, formatSlotRange } from './slotFormat';
import { useDurationSync } from './useDurationSync';
import { usePaymentData } from './usePaymentData';
import { isDiscountCodeError } from '@/shared/discount-code';
import styles from './SummaryPanel.module.css';
import { stegaClean } from '@/lib/stegaClean';
import { useEditAttributes } from '@/features/preview/EditAttributes';
import { lineItemPriceKey } from '@/shared/editAttributes';

export interface SummaryPanelProps {
  /** The locations in the page's language (buildPanelLocations in getStaticProps). */
  locations: readonly PanelLocation[];
  /** The page's content slugs: no price for a booking the location cannot perform. */
  known?: Partial<KnownSlugs>;
}

/**
 * The live price summary beside the booking steps (sticky aside on wide screens, a bar at
 * the bottom that opens on phones): line items, discounts and total from the server, and the
 * chosen location and appointment.
 */
export function SummaryPanel({ locations, known }: SummaryPanelProps) {
  const { t } = useTranslation('overlays');
  const { language } = useLocale();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const checkupSlug = useBookingState((s) => s.checkupSlug);
  const locationSlug = useBookingState((s) => s.locationSlug);
  const timeSlotStart = useBookingState((s) => s.timeSlotStart);
  const timeSlotEnd = useBookingState((s) => s.timeSlotEnd);
  const totalDuration = useBookingState((s) => s.totalDuration);
  const isPartnerBooking = useBookingState((s) => s.isPartnerBooking);
  const edit = useEditAttributes();
  const { data, error, loading } = usePaymentData(known);
  useDurationSync();

  if (!checkupSlug) return null;
  const location = locations.find((l) => l.slug === locationSlug) ?? null;
  const total = data?.paymentDataDiscounted.total;
  const slotDate = timeSlotStart ? formatSlotDate(timeSlotStart, language) : null;
  const slotTime = timeSlotStart ? formatSlotRange(timeSlotStart, timeSlotEnd) : null;

  return (
    <aside
      className={`${styles.panel} ${expanded ? styles.expanded : ''}`}
      aria-labelledby={headingId}
      data-testid="summary-panel"
    >
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.heading}>
          {t('summaryPanel.title')}
        </h2>
        <p className={styles.barTotal} aria-hidden="true">
          {total !== undefined ? formatChf(total) : '…'}
        </p>
        <button
          type="button"
          className={`link-button ${styles.toggle}`}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
        >
          <span>{expanded ? t('summaryPanel.hideDetails') : t('summaryPanel.showDetails')}</span>
          <Icon name="chevron-right" size={18} className={styles.toggleIcon} />
        </button>
      </div>

      <div id={detailsId} className={styles.details}>
        {/* The failure itself is told by the error dialog (usePaymentData, SPEC 7); this small
            note only explains the missing prices until a selection is priced again. */}
        {error && !data && (
          <InfoBlock
            variant="subtle"
            icon="warning"
            text={
              isApiError(error) && isDiscountCodeError(error.id)
                ? t('summaryPanel.codeInvalid')
                : t('summaryPanel.error')
            }
          />
        )}
        {data && (
          <div aria-busy={loading || undefined}>
            <ul className={styles.items}>
              {data.paymentData.items.map((item) => (
                <li key={`${item.kind}-${item.slug}`} className={styles.row}>
                  <span>{item.label}</span>
                  <span
                    className={styles.amount}
                    data-sanity={edit[lineItemPriceKey(item, isPartnerBooking) ?? '']}
                  >
                    {formatChf(item.amount)}
                  </span>
                </li>
              ))}
            </ul>
            {data.discounts.length > 0 && (
              <ul className={styles.items} aria-label={stegaClean(t('summaryPanel.discounts'))}>
                <li className={`${styles.row} ${styles.subtotal}`}>
                  <span>{t('summaryPanel.subtotal')}</span>
                  <span className={styles.amount}>{formatChf(data.paymentData.total)}</span>
                </li>
                {data.discounts.map((discount, index) => (
                  <li
                    key={`${discount.kind}-${index}`}
                    className={`${styles.row} ${styles.discount}`}
                  >
                    <span>
                      <Icon name="tag" size={16} /> {discount.label}
                    </span>
                    <span className={styles.amount}>{formatChf(-discount.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {!data && !error && <p className={styles.muted}>{t('summaryPanel.loading')}</p>}
        <p
          className={`${styles.row} ${styles.total}`}
          aria-live="polite"
          data-testid="summary-total"
        >
          <span>{t('summaryPanel.total')}</span>
          <strong className={styles.amount}>{total !== undefined ? formatChf(total) : '–'}</strong>
        </p>

        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Icon name="location" size={18} /> {t('summaryPanel.location')}
            </dt>
            <dd data-testid="summary-location">
              {location ? (
                <>
                  <span className={styles.factMain}>{location.title}</span>
                  <span className={styles.muted}>{location.address}</span>
                </>
              ) : (
                <span className={styles.muted}>{t('summaryPanel.notChosen')}</span>
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Icon name="calendar" size={18} /> {t('summaryPanel.appointment')}
            </dt>
            <dd data-testid="summary-appointment">
              {slotDate && slotTime ? (
                <>
                  <span className={styles.factMain}>{slotDate}</span>
                  <span>{slotTime}</span>
                </>
              ) : (
                <span className={styles.muted}>{t('summaryPanel.notChosen')}</span>
              )}
            </dd>
          </div>
          {totalDuration !== null && (
            <div className={styles.fact}>
              <dt>
                <Icon name="clock" size={18} /> {t('summaryPanel.duration')}
              </dt>
              <dd data-testid="summary-duration">
                {t('summaryPanel.minutes', { count: totalDuration })}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </aside>
  );
}
