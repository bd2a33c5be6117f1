/**
 * The discount code with live validation (SPEC 5): the code is checked through the
 * payment-data call; the server answers why a code is refused (unknown, expired, for another
 * check-up, or otherwise unusable: shared/discount-code.ts), shown at the field. The code is
 * written in upper case in the field as soon as it is checked.
 *
 * Every answer is said in the status line, a live region (a refusal there too, visually hidden
 * as the field shows it), and a check asked for with Apply or Enter ends with focus on the
 * field (SPEC 5 "Form display"): Apply stays enabled while checking, so focus never falls to
 * the page's body.
 */
import { useRef, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/fields/TextField';
import type { BookingState } from '@/features/booking/state/types';
import { paymentDataKey } from '@/features/summary-panel/paymentData';
import { fetchPaymentData } from '@/features/summary-panel/usePaymentData';
import type { TextVariant } from '@/i18n/germanyGerman';
import { isApiError } from '@/lib/fetcher';
import {
  isDiscountCodeError,
  normaliseCode,
  type DiscountCodeErrorId,
} from '@/shared/discount-code';
import styles from './SummaryStep.module.css';
import { DISCOUNT_CODE_INVALID } from '@/contracts/error-ids';

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
  if (!key) return { status: 'invalid', code, errorId: DISCOUNT_CODE_INVALID };
  try {
    const quote = await fetchPaymentData(key);
    return quote.discounts.some((d) => d.kind === 'code')
      ? { status: 'valid', code }
      : { status: 'invalid', code, errorId: DISCOUNT_CODE_INVALID };
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
  const input = useRef<HTMLInputElement | null>(null);
  const row = useRef<HTMLDivElement>(null);
  /** Apply or Enter asked: the next answer puts focus on the field. */
  const focusAfterAnswer = useRef(false);

  /**
   * After the answer to Apply or Enter, once it is shown (a refusal is then the field's
   * description): focus on the field, unless the visitor has gone on to another control.
   */
  const settleFocus = () => {
    if (!focusAfterAnswer.current) return;
    focusAfterAnswer.current = false;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && !row.current?.contains(active)) return;
      input.current?.focus();
    });
  };

  /** `fromAction`: Apply or Enter (a blur checks too, and leaves focus where it went). */
  const run = async (fromAction: boolean) => {
    if (fromAction) focusAfterAnswer.current = true;
    const code = normaliseCode(getCode());
    if (code !== getCode()) setCode(code);
    if (code === '') {
      focusAfterAnswer.current = false;
      onCheck({ status: 'idle' });
      return;
    }
    // Already answered (or being checked, e.g. since the blur on the way to Apply): the answer
    // stands, or settles focus when it comes.
    if (check.status !== 'idle' && check.code === code) {
      if (check.status !== 'checking') settleFocus();
      return;
    }
    onCheck({ status: 'checking', code });
    // An answer for a code the visitor has changed since is stale: the edit reset the check.
    const stillCurrent = () => normaliseCode(getCode()) === code;
    try {
      setFailed(false);
      const result = await checkDiscountCode(getState(), language, code);
      if (!stillCurrent()) return;
      onCheck(result);
      settleFocus();
    } catch {
      if (!stillCurrent()) return;
      setFailed(true);
      onCheck({ status: 'idle' });
      settleFocus();
    }
  };

  let status: ReactNode = null;
  if (check.status === 'checking') status = t('discount.checking');
  else if (check.status === 'valid' && appliedAmount)
    status = t('discount.applied', { code: check.code, amount: appliedAmount });
  else if (failed) status = t('discount.checkFailed');
  else if (check.status === 'invalid' && error)
    // Shown at the field; said here once.
    status = <span className="visually-hidden">{error}</span>;

  return (
    <div className={styles.discount}>
      <div className={styles.discountRow} ref={row}>
        <TextField
          className={styles.discountInput}
          label={t('discount.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          showErrors={Boolean(error)}
          {...register}
          ref={(element) => {
            register.ref(element);
            input.current = element;
          }}
          onBlur={(event) => {
            void register.onBlur(event);
            void run(false);
          }}
          onChange={(event) => {
            void register.onChange(event);
            focusAfterAnswer.current = false;
            if (check.status !== 'idle') onCheck({ status: 'idle' });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void run(true);
            }
          }}
        />
        {/* Not disabled while checking: a disabled button drops focus to the body. */}
        <Button
          variant="secondary"
          size="L"
          className={styles.discountButton}
          onClick={() => void run(true)}
          aria-disabled={check.status === 'checking' || undefined}
        >
          {t('discount.apply')}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={styles.discountStatus}
        data-testid="discount-status"
      >
        {status}
      </p>
    </div>
  );
}
