import type { PartnerPayment } from '@/features/booking/state/types';
import { formatChf } from '@/i18n/format';

/**
 * What the partner booking paid and what is still due, as a translation key of the
 * 'partner' namespace with its values  (never "already paid" after a deposit).
 */
export function partnerPaymentText(payment: PartnerPayment): {
  key: 'paidInFull' | 'balanceDue';
  values: { paid: string; balance: string };
} {
  return {
    key: payment.balanceDue > 0 ? 'balanceDue' : 'paidInFull',
    values: { paid: formatChf(payment.paid), balance: formatChf(payment.balanceDue) },
  };
}
