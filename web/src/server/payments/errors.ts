/** Catalogue ids (SPEC 8) the payment service answers with. */
export const PAYMENT_FAILED = 'payment-failed-or-canceled-by-user';
export const PROVIDER_ERROR = 'error-stripe-payment';
export const WEBHOOK_SIGNATURE_INVALID = 'webhook-signature-invalid';

/** Success ids (SPEC 8). */
export const PAYMENT_CONFIRMATION = 'payment-confirmation';
export const PAYMENT_DOWNPAYMENT_PENDING = 'payment-downpayment-pending';
/** Not in SPEC 8 (issue 36): the balance was paid online, nothing is due any more. */
export const PAYMENT_BALANCE_PAID = 'payment-balance-paid';
/** Not in SPEC 8: the provider has not settled the payment yet (the webhook will). */
export const PAYMENT_PROCESSING = 'payment-processing';
