/**
 * "Tell me if an earlier slot frees up" on the manage page (docs/waitlist.md): a
 * switch that starts or ends the booking's earlier-slot waitlist entry. An earlier slot that
 * frees up is then held for the booker and offered by email; taking it moves the booking by
 * its policy, never a second payment.
 */
import { useState } from 'react';
import type { ManagedBooking } from '@/contracts/booking-manage';
import { Checkbox } from '@/components/fields/Checkbox';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import { earlierSlot } from '@/features/waitlist/waitlistApi';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId } from '@/lib/fetcher';
import { READ_ONCE, useApi } from '@/lib/useApi';
import shared from '@/styles/steps.module.css';
import { formatInstant } from '@/features/summary/formatSlot';
import styles from './ManageBooking.module.css';

export function EarlierSlotSection({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { t } = useTranslation('manage');
  const errorDialog = useErrorDialog();
  const [busy, setBusy] = useState(false);
  // The draft preview's sample booking has no token: nothing to read, the switch shows off.
  const state = useApi(
    token ? ['booking/earlier-slot', token] : null,
    ([, tk]) => earlierSlot(tk),
    READ_ONCE,
  );

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      // The switch moves at once; a refusal puts it back.
      await state.mutate(earlierSlot(token, on), {
        optimisticData: (current) => ({ openOffer: null, ...current, on }),
        rollbackOnError: true,
        revalidate: false,
      });
    } catch (error) {
      errorDialog.show(apiErrorId(error));
    } finally {
      setBusy(false);
    }
  };

  const current = state.data;
  return (
    <section className={`${shared.surface} ${styles.card}`} aria-labelledby="manage-earlier">
      <h2 id="manage-earlier" className={styles.cardTitle}>
        {t('earlier.title')}
      </h2>
      <p className={styles.muted}>{t('earlier.text')}</p>
      {current === undefined ? (
        <p role="status">{state.error ? t('loadFailed') : t('loading')}</p>
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
    </section>
  );
}
