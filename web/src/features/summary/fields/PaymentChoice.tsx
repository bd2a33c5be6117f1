import { memo } from 'react';
import { FormRadioGroup } from '@/components/fields/FormRadioGroup';
import { formatChf } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '../SummaryStep.module.css';
import type { PartnerPayment } from '@/features/booking/state/types';
import { partnerPaymentText } from '@/features/partner/partnerPayment';
import type { FormKit } from './formKit';

/**
 * Deposit or full amount, asked once here (the payment step does not ask again). `total` is
 * null while the price is loading; 0 means nothing is due.
 */
export const PaymentChoice = memo(function PaymentChoice({
  kit,
  total,
  depositAmount,
  partnerPayment,
}: {
  kit: FormKit;
  total: number | null;
  depositAmount: number;
  /** Set on the invited partner's own booking: what the partner booking paid and owes. */
  partnerPayment: PartnerPayment | null;
}) {
  const { t } = useTranslation('summary');
  const { t: tp } = useTranslation('partner');
  const paymentText = partnerPayment ? partnerPaymentText(partnerPayment) : null;
  const deposit = total === null ? depositAmount : Math.min(depositAmount, total);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('payment.title')}</legend>
      {total !== null && (
        <p className={styles.total} data-testid="reserve-total">
          {t('payment.total')}: <strong className={styles.amount}>{formatChf(total)}</strong>
        </p>
      )}
      {paymentText && (
        <p className={styles.hint} data-testid="partner-payment">
          {tp(paymentText.key, paymentText.values)}
        </p>
      )}
      {total === 0 ? (
        <p className={styles.hint}>
          {partnerPayment ? t('payment.nothingDuePartner') : t('payment.nothingDue')}
        </p>
      ) : (
        <FormRadioGroup
          control={kit.control}
          name="paymentOption"
          toValue={(value) => (value === 'full' ? 'full' : 'deposit')}
          label={t('payment.legend')}
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
    </fieldset>
  );
});
