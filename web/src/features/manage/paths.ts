/** The manage-link API paths: apart from the contracts (zod) so the page bundle does not pull in zod. */
export const MANAGE_PATHS = {
  manage: '/api/booking/manage',
  reschedule: '/api/booking/reschedule',
  cancel: '/api/booking/cancel',
  resend: '/api/booking/resend',
  payBalance: '/api/booking/pay-balance',
  receipt: '/api/booking/receipt',
} as const;
