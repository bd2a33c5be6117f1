/** emailText `email` → the email kind the site's preview renders (web/src/pages/preview/email.tsx). */
export const EMAIL_KINDS: Record<string, string> = {
  confirmation: 'booking-confirmation',
  partnerInvitation: 'partner-invitation',
  paymentLink: 'payment-link',
  balanceDue: 'balance-due',
  balancePaid: 'balance-paid',
  reminder: 'reminder',
  rescheduled: 'rescheduled',
  cancelled: 'cancelled',
  partnerCancellation: 'partner-cancelled',
  chooseNewTime: 'choose-new-time',
  screeningReminder: 'screening-reminder',
  screeningDocuments: 'screening-documents',
  waitlistConfirm: 'waitlist-confirm',
  waitlistOffer: 'waitlist-offer',
  waitlistEarlierOffer: 'waitlist-earlier-offer',
};
