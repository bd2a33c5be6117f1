/**
 * What the provider's redirect to /payment-return means (pure): which intent to confirm,
 * and whether the redirect already reports a failure.
 */
export interface ReturnParams {
  redirectStatus?: string;
  paymentIntentClientSecret?: string;
  paymentIntentId?: string;
}

export type ReturnPlan =
  | { kind: 'confirm'; body: { paymentIntentClientSecret?: string; paymentIntentId?: string } }
  | { kind: 'failed' };

/** Statuses Stripe (and the dev provider) put in redirect_status. */
const FAILED_STATUSES = new Set(['failed', 'canceled', 'requires_payment_method']);

const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

export function planReturn(params: ReturnParams): ReturnPlan {
  if (params.redirectStatus && FAILED_STATUSES.has(params.redirectStatus))
    return { kind: 'failed' };
  if (params.paymentIntentClientSecret)
    return {
      kind: 'confirm',
      body: { paymentIntentClientSecret: params.paymentIntentClientSecret },
    };
  if (params.paymentIntentId && INTENT_ID.test(params.paymentIntentId)) {
    return { kind: 'confirm', body: { paymentIntentId: params.paymentIntentId } };
  }
  return { kind: 'failed' };
}

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
