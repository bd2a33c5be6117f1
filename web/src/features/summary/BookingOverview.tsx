import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { BookingState } from '@/features/booking/state/types';
import { locationOf, packageTitle, serviceTitles, type FlowView } from './flowView';
import { formatSlotDay, formatSlotTime } from './formatSlot';
import styles from './BookingOverview.module.css';
import { TitledSection } from '@/components/TitledSection/TitledSection';

export interface BookingOverviewProps {
  view: FlowView;
  booking: Pick<
    BookingState,
    | 'checkupSlug'
    | 'services'
    | 'locationSlug'
    | 'timeSlotStart'
    | 'timeSlotEnd'
    | 'totalDuration'
    | 'isPartnerBooking'
    | 'reservationIdPartner'
  >;
  headingLevel?: 2 | 3;
  /** Links back to the steps where each part can be changed (not after reserving). */
  changeLinks?: Partial<Record<'checkup' | 'addons' | 'location' | 'date', string>>;
  /** After booking: titles and address as booked (the reservation's snapshot), not today's content. */
  booked?: {
    checkupTitle: string;
    serviceTitles: string[];
    locationName: string;
    locationAddress: string;
    /** The appointment as it is now (a moved booking's new time). */
    start?: string;
    end?: string;
  };
}

/** The chosen check-up, add-ons, location and appointment as a description list. */
export function BookingOverview({
  view,
  booking,
  headingLevel = 2,
  changeLinks = {},
  booked,
}: BookingOverviewProps) {
  const { t, i18n } = useTranslation('summary');
  const language = i18n.language?.startsWith('en') ? 'en' : 'de';
  // The partner's own booking is a single check-up, prepaid by the booker.
  const twoPersons = booking.isPartnerBooking && !booking.reservationIdPartner;
  const location = booked
    ? { title: booked.locationName, address: booked.locationAddress }
    : locationOf(view, booking.locationSlug);
  const addons = booked ? booked.serviceTitles : serviceTitles(view, booking.services);
  const slotStart = booked?.start ?? booking.timeSlotStart;
  const slotEnd = booked?.start ? (booked.end ?? null) : booking.timeSlotEnd;
  // One fact of the booking, with a link back to the step that changes it where there is one.
  const row = (key: keyof NonNullable<BookingOverviewProps['changeLinks']>, value: ReactNode) => {
    const what = t(`booking.${key}`);
    return (
      <div className={styles.row}>
        <dt>{what}</dt>
        <dd data-testid={`overview-${key}`}>{value}</dd>
        {changeLinks[key] ? (
          <a className={styles.change} href={changeLinks[key]}>
            {t('booking.change')}
            <span className="visually-hidden"> {what}</span>
          </a>
        ) : null}
      </div>
    );
  };

  return (
    <TitledSection
      titleId="booking-overview-title"
      title={t('booking.title')}
      headingLevel={headingLevel}
      className={styles.overview}
      titleClassName={styles.title}
      data-testid="booking-overview"
    >
      <dl className={styles.list}>
        {row(
          'checkup',
          booked ? booked.checkupTitle : packageTitle(view, booking.checkupSlug, twoPersons),
        )}
        {row('addons', addons.length > 0 ? addons.join(', ') : t('booking.noAddons'))}
        {row(
          'location',
          location ? (
            <>
              <span className={styles.strong}>{location.title}</span>
              <br />
              <span className={styles.muted}>{location.address}</span>
            </>
          ) : (
            booking.locationSlug
          ),
        )}
        {slotStart &&
          row(
            'date',
            <>
              <span className={styles.strong}>{formatSlotDay(slotStart, language)}</span>
              <br />
              <span>{formatSlotTime(slotStart, slotEnd)}</span>
              {booking.totalDuration !== null && (
                <span className={styles.muted}>
                  {' '}
                  ({t('booking.duration', { count: booking.totalDuration })})
                </span>
              )}
            </>,
          )}
      </dl>
    </TitledSection>
  );
}
