/**
 * "Tell me if an earlier slot frees up" on the manage page (docs/waitlist.md): a
 * switch that starts or ends the booking's earlier-slot waitlist entry. An earlier slot that
 * frees up is then held for the booker and offered by email; taking it moves the booking by
 * its policy, never a second payment.
 */
import type { ManagedBooking } from '@/contracts/booking-manage';
import { Checkbox } from '@/components/fields/Checkbox';
import { earlierSlot } from '@/features/waitlist/waitlistApi';
import { useTranslation } from '@/i18n/useTranslation';
import { formatInstant } from '@/features/summary/formatSlot';
import styles from './ManageBooking.module.css';
import { ManageCard } from './ManageCard';
import { useManageSwitch } from './useManageSwitch';

export function EarlierSlotSection({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { t } = useTranslation('manage');
  const { current, error, busy, toggle } = useManageSwitch(
    'booking/earlier-slot',
    token,
    earlierSlot,
    { openOffer: null },
  );
  return (
    <ManageCard id="manage-earlier" title={t('earlier.title')}>
      <p className={styles.muted}>{t('earlier.text')}</p>
      {current === undefined ? (
        <p role="status">{error ? t('loadFailed') : t('loading')}</p>
      ) : (
        <>
          <Checkbox
            label={t('earlier.toggle')}
            checked={current.on}
            disabled={busy}
            onChange={(event) => void toggle(event.target.checked)}
            data-testid="earlier-slot-toggle"
          />
          <div aria-live="polite">
            {current.on && current.openOffer ? (
              <p data-testid="earlier-slot-offer">
                {t('earlier.offerOpen', {
                  when: formatInstant(current.openOffer.start, booking.language),
                  until: formatInstant(current.openOffer.expiresAt, booking.language),
                })}
              </p>
            ) : current.on ? (
              <p data-testid="earlier-slot-on">{t('earlier.on')}</p>
            ) : null}
          </div>
        </>
      )}
    </ManageCard>
  );
}
