/**
 * The booking flow's steps (SPEC 2): the site's pages and the server's insights (web) and the
 * pages a Studio description is written for (./documents/pageMeta.ts). A step's slug is also
 * its path after the locale ('timeslot' lives at /{locale}/timeslot).
 */

/** The steps a booking passes until it is paid: the ones the insights funnel counts views of. */
export const STEPS_TO_PAYMENT = [
  'check-up',
  'add-ons',
  'location',
  'timeslot',
  'summary',
  'payment',
] as const;

/** Every step: those, then the payment's return and the booking's success page. */
export const STEPS = [...STEPS_TO_PAYMENT, 'payment-return', 'success'] as const;
