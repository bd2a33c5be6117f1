/**
 * The discount code with live validation (SPEC 5): the code is checked through the
 * payment-data call; the server answers why a code is refused (unknown, expired, for another
 * check-up, or otherwise unusable: lib/discountErrors.ts), shown at the field. The code is
 * written in upper case in the field as soon as it is checked.
 */
import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/fields/TextField';
import type { BookingState } from '@/features/booking/state/types';
import { paymentDataKey } from '@/features/summary-panel/paymentData';
import { fetchPaymentData } from '@/features/summary-panel/usePaymentData';
import type { TextVariant } from '@/i18n/germanyGerman';
import { isApiError } from '@/lib/fetcher';
import { isDiscountCodeError, normaliseCode, type DiscountCodeErrorId } from '@/lib/discountErrors';
import styles from './SummaryStep.module.css';

export type DiscountCheck =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string }
  | { status: 'invalid'; code: string; errorId?: DiscountCodeErrorId };

/**
 * Asks the server whether `code` applies to this booking: the payment data call with the
 * typed-in code, through the same key builder and fetcher as the booking's price (a separate
 * request on purpose: the code is not the booking's until it is valid).
 */
export async function checkDiscountCode(
  state: BookingState,
  language: TextVariant,
  code: string,
): Promise<DiscountCheck> {
  const key = paymentDataKey(state, language, code);
  // Without a check-up there is nothing a code could apply to.
  if (!key) return { status: 'invalid', code, errorId: 'discount-code-invalid' };
  try {
    const quote = await fetchPaymentData(key);
    return quote.discounts.some((d) => d.kind === 'code')
      ? { status: 'valid', code }
      : { status: 'invalid', code, errorId: 'discount-code-invalid' };
  } catch (error) {
    if (isApiError(error) && isDiscountCodeError(error.id))
      return { status: 'invalid', code, errorId: error.id };
    throw error;
  }
}

interface Props {
  register: UseFormRegisterReturn<'discountCode'>;
  getCode: () => string;
  /** Writes the normalised code back into the field. */
  setCode: (code: string) => void;
  check: DiscountCheck;
  onCheck: (check: DiscountCheck) => void;
  /** The booking as it is when the code is checked (read then, so typing renders nothing here). */
  getState: () => BookingState;
  language: TextVariant;
  error?: string;
  appliedAmount: string | null;
}

export function DiscountCodeField({
  register,
  getCode,
  setCode,
  check,
  onCheck,
  getState,
  language,
  error,
  appliedAmount,
}: Props) {
  const { t } = useTranslation('summary');
  const [failed, setFailed] = useState(false);

  const run = async () => {
    const code = normaliseCode(getCode());
    if (code !== getCode()) setCode(code);
    if (code === '') {
      onCheck({ status: 'idle' });
      return;
    }
    if (check.status !== 'idle' && check.code === code && check.status !== 'checking') return;
    onCheck({ status: 'checking', code });
    // An answer for a code the visitor has changed since is stale: the edit reset the check.
    const stillCurrent = () => normaliseCode(getCode()) === code;
    try {
      setFailed(false);
      const result = await checkDiscountCode(getState(), language, code);
      if (stillCurrent()) onCheck(result);
    } catch {
      if (!stillCurrent()) return;
      setFailed(true);
      onCheck({ status: 'idle' });
    }
  };

  let status: ReactNode = null;
  if (check.status === 'checking') status = t('discount.checking');
  else if (check.status === 'valid' && appliedAmount)
    status = t('discount.applied', { code: check.code, amount: appliedAmount });
  else if (failed) status = t('discount.checkFailed');

  return (
    <div className={styles.discount}>
      <div className={styles.discountRow}>
        <TextField
          className={styles.discountInput}
          label={t('discount.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          showErrors={Boolean(error)}
          {...register}
          onBlur={(event) => {
            void register.onBlur(event);
            void run();
          }}
          onChange={(event) => {
            void register.onChange(event);
            if (check.status !== 'idle') onCheck({ status: 'idle' });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void run();
            }
          }}
        />
        <Button
          variant="secondary"
          size="L"
          className={styles.discountButton}
          onClick={() => void run()}
          disabled={check.status === 'checking'}
        >
          {t('discount.apply')}
        </Button>
      </div>
      <p aria-live="polite" className={styles.discountStatus} data-testid="discount-status">
        {status}
      </p>
    </div>
  );
}
