/**
 * The discount code's check state (idle / checking / valid / invalid) and what each outcome
 * does to the form and the booking: a valid code becomes the booking's, an invalid one is
 * shown at the field and dropped from the booking.
 */
import { useState } from 'react';
import type { UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import { useBookingActions } from '@/features/booking/state/BookingProvider';
import type { DiscountCodeErrorId } from '@/shared/discount-code';
import type { DiscountCheck } from './DiscountCodeField';
import type { SummaryFormValues } from './formSchema';
import { DISCOUNT_CODE_INVALID } from '@/contracts/error-ids';

/** The catalogue id that belongs to the discount field rather than the dialog. */
export const DISCOUNT_INVALID = DISCOUNT_CODE_INVALID;

export function useDiscountCheck(
  initialCode: string,
  setError: UseFormSetError<SummaryFormValues>,
  clearErrors: UseFormClearErrors<SummaryFormValues>,
) {
  const actions = useBookingActions();
  const [check, setCheck] = useState<DiscountCheck>(() =>
    initialCode ? { status: 'valid', code: initialCode } : { status: 'idle' },
  );

  const onCheck = (next: DiscountCheck) => {
    setCheck(next);
    if (next.status === 'valid') {
      clearErrors('discountCode');
      actions.setDiscountCode(next.code);
    } else if (next.status === 'invalid') {
      setError('discountCode', { message: next.errorId ?? DISCOUNT_INVALID });
      actions.setDiscountCode(null);
    } else {
      clearErrors('discountCode');
      actions.setDiscountCode(null);
    }
  };

  /** On submit: a typed code must be the one checked valid (false marks the field). */
  const confirmCode = (code: string): boolean => {
    if (
      code === '' ||
      (check.status === 'valid' && check.code.toUpperCase() === code.toUpperCase())
    )
      return true;
    setError('discountCode', {
      message: check.status === 'invalid' && check.errorId ? check.errorId : DISCOUNT_INVALID,
    });
    return false;
  };

  /** The server refused the code at create time (it expired or ran out meanwhile). */
  const refusedByServer = (code: string, errorId: DiscountCodeErrorId) => {
    setCheck({ status: 'invalid', code, errorId });
    setError('discountCode', { message: errorId }, { shouldFocus: true });
  };

  return { check, onCheck, confirmCode, refusedByServer };
}
