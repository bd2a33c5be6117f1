/**
 * The catalogue ids (SPEC 8: en/de messages in the seed's errorMessage documents) the API
 * answers with, owned by the contracts: each route's `<ROUTE>_ERROR_IDS` lists them, and the
 * server modules that answer them import them from here (docs/architecture.md). Plain values, no
 * imports, so a contract or the server may use them.
 */

// --- Generic HTTP failures any route may answer (server/http; COMMON_ERROR_IDS) ---
// Without a SPEC catalogue entry of their own.

export const INVALID_REQUEST = 'invalid-request';
export const METHOD_NOT_ALLOWED = 'method-not-allowed';
export const RATE_LIMITED = 'rate-limited';
export const INTERNAL_ERROR = 'internal-error';
/** 415: a state-changing request whose body is not `application/json`. */
export const UNSUPPORTED_MEDIA_TYPE = 'unsupported-media-type';
/** 403: a state-changing request sent by another site's page (foreign Origin, Sec-Fetch-Site). */
export const CROSS_SITE_REQUEST = 'cross-site-request-refused';
/** 503: a dependency (the database) is down; the answer carries Retry-After. */
export const SERVICE_UNAVAILABLE = 'service-unavailable';

// --- Reservations (server/reservations, pricing, lifecycle) ---

export const ALREADY_BOOKED = 'reserve-timeslot-error-already-booked';
export const RESERVE_OTHER = 'reserve-timeslot-error-other';
/** A reservation with nothing due could not be confirmed at once (its hold is cancelled). */
export const CONFIRM_FAILED = 'error-confirming-reservation-from-app';
/** Unknown, inactive, out of date, inapplicable or used-up discount code (pricing). */
export const DISCOUNT_CODE_INVALID = 'discount-code-invalid';
/** Why a code was refused, said at the code field (shared/discount-code.ts). */
export const DISCOUNT_CODE_UNKNOWN = 'discount-code-unknown';
export const DISCOUNT_CODE_EXPIRED = 'discount-code-expired';
export const DISCOUNT_CODE_OTHER_CHECKUP = 'discount-code-other-checkup';
export const PARTNER_EMAIL_NOT_ALLOWED = 'partner-reservation-email-not-allowed';
export const PARTNER_NOT_PARTNER_BOOKING = 'partner-reservation-not-partner-booking';
export const PARTNER_NOT_FOUND = 'partner-reservation-not-found';
/** Not in SPEC 8: the partner booking already has the partner's own reservation. */
export const PARTNER_ALREADY_BOOKED = 'partner-reservation-already-booked';
export const UNPAID_MISSING = 'unpaid-missing-reservation-id-or-email';
export const UNPAID_EMAIL_MISMATCH = 'unpaid-email-does-not-match';
export const UNPAID_ALREADY_CONFIRMED = 'unpaid-reservation-already-confirmed';
export const UNPAID_NOT_FOUND = 'unpaid-reservation-not-found';
/** The proven booker's reservation was cancelled / lapsed unpaid: said so, not "failed" (docs/manage-booking.md). */
export const UNPAID_CANCELLED = 'unpaid-reservation-cancelled';
export const UNPAID_EXPIRED = 'unpaid-reservation-expired';
/** What finding the booker's unpaid hold can answer (fetch-data, fetch-unpaid, create-intent). */
export const UNPAID_LOOKUP_ERROR_IDS = [
  UNPAID_MISSING,
  UNPAID_EMAIL_MISMATCH,
  UNPAID_NOT_FOUND,
  UNPAID_ALREADY_CONFIRMED,
] as const;
/** 422: the person having the check-up is younger than Settings' minimum age (shared/person.ts). */
export const BELOW_MINIMUM_AGE = 'below-minimum-age';
/** The location does not offer every service the check-up includes (shared/offering.ts). */
export const LOCATION_DOES_NOT_OFFER_CHECKUP = 'location-does-not-offer-checkup';
/** The location does not offer a chosen add-on (its unsupportedServices, docs/operations.md). */
export const LOCATION_DOES_NOT_OFFER_SERVICE = 'location-does-not-offer-service';
/** A first or last name contains control or bidi-override characters (CR/LF, U+202E...). */
export const NAME_INVALID_CHARACTERS = 'name-invalid-characters';
/**
 * 422: the MRI safety pre-check was answered "yes" to a question whose yes means the clinic must
 * speak with the person before a booking (docs/screening.md "Pre-check"). Nothing is held.
 */
export const SCREENING_PRECHECK_STOP = 'screening-precheck-stop';
/** 503: the questionnaire cannot be read (docs/screening.md "When the questionnaire cannot be read"). */
export const SCREENING_UNAVAILABLE = 'screening-unavailable';
/** 400: an answer to no question of the booking, of the wrong kind, or a number out of range. */
export const SCREENING_ANSWER_INVALID = 'screening-answer-invalid';
/** 409: the questionnaire was signed; answers change only with the clinic. */
export const SCREENING_ALREADY_SIGNED = 'screening-already-signed';
/** 409: a question is unanswered or its detail missing (signing, the signed copy). */
export const SCREENING_INCOMPLETE = 'screening-incomplete';
/** 400: a consent not agreed to, or the incidental findings choice not made. */
export const SCREENING_CONSENT_MISSING = 'screening-consent-missing';
/** 400: the typed name is not the patient's, or the date is not today. */
export const SCREENING_SIGNATURE_INVALID = 'screening-signature-invalid';
/** 409: the clinical review of the questionnaire was decided already (docs/screening.md "At the desk"). */
export const SCREENING_ALREADY_DECIDED = 'screening-already-decided';
/** 409: the booking's questionnaire is not signed with a review or stop answer: nothing to review. */
export const SCREENING_NOT_FOR_REVIEW = 'screening-not-for-review';
/** The booker's phone is not a number by SPEC 5: a letter in it, or not 8 to 15 digits. */
export const PHONE_INVALID = 'phone-invalid';
/** A slot inside the free-cancellation window needs the booker's acceptance of its terms (docs/decisions/0008-booking-policy-shared-and-grace.md). */
export const CANCELLATION_TERMS_NOT_ACCEPTED = 'cancellation-terms-not-accepted';

// --- The hold guard (server/holds) ---

/** 409: this email already has as many live holds as Settings allow (one by default). */
export const HOLD_LIMIT_EMAIL = 'hold-limit-email';
/** 429: this client (network address) already has as many live holds as Settings allow. */
export const HOLD_LIMIT_CLIENT = 'hold-limit-client';
/** 428: holds at this location come far faster than usual: solve the proof-of-work first. */
export const HOLD_CHALLENGE_REQUIRED = 'hold-challenge-required';
/** 403: the proof-of-work solution is wrong, expired or was used before. */
export const HOLD_CHALLENGE_INVALID = 'hold-challenge-invalid';

// --- Reservations: success ids of a hold (SPEC 8; server/hold-requests/create) ---

export const RESERVE_SUCCESS = 'reserve-timeslot-success';
/** Confirmed at once because nothing is due (a 100 % discount). */
export const RESERVE_SUCCESS_NOTHING_DUE = 'reserve-timeslot-success-with-downpayment';

// --- Payments (server/payments) ---

export const PAYMENT_FAILED = 'payment-failed-or-canceled-by-user';
export const PROVIDER_ERROR = 'error-stripe-payment';
export const WEBHOOK_SIGNATURE_INVALID = 'webhook-signature-invalid';
/** Not in SPEC 8: the provider has not settled the payment yet (the webhook will). */
export const PAYMENT_PROCESSING = 'payment-processing';
/** Paying the balance online (the manage link) when nothing is due (any more). */
export const BALANCE_NOTHING_DUE = 'balance-nothing-due';
/** Success ids (SPEC 8) of a settled payment, catalogue ids too. */
export const PAYMENT_CONFIRMATION = 'payment-confirmation';
export const PAYMENT_DOWNPAYMENT_PENDING = 'payment-downpayment-pending';
/** Not in SPEC 8 (docs/payments.md): the balance was paid online, nothing is due any more. */
export const PAYMENT_BALANCE_PAID = 'payment-balance-paid';

// --- Draft preview and the Studio endpoints (server/preview, server/studio) ---

export const PREVIEW_UNAVAILABLE = 'preview-unavailable';
export const PREVIEW_SECRET_INVALID = 'preview-secret-invalid';
export const STUDIO_SIGNATURE_INVALID = 'studio-signature-invalid';

// --- Privacy requests (server/personal-data/subject) ---

export const ERASE_REFUSED_FUTURE_BOOKING = 'erase-refused-future-booking';
export const ERASE_REFUSED_LIVE_HOLD = 'erase-refused-live-hold';

// --- The staff desk (server/staff; docs/staff-desk.md) ---

/** 401 without a staff session. */
export const STAFF_SIGN_IN_REQUIRED = 'staff-sign-in-required';
/** 403 below the method's role. */
export const STAFF_FORBIDDEN = 'staff-forbidden';
/** 403: showing the TOTP secret, new backup codes or a passkey change without a second factor
 * proved in the last 5 minutes (docs/staff-desk.md "Step-up"). */
export const STAFF_STEP_UP_REQUIRED = 'staff-step-up-required';
/** 404: an endpoint of the auth library the desk does not use (server/staff/auth/endpoints.ts). */
export const STAFF_AUTH_CLOSED = 'staff-auth-closed';
export const STAFF_BOOKING_NOT_FOUND = 'staff-booking-not-found';
export const NOT_CONFIRMED = 'staff-booking-not-confirmed';
export const TOO_EARLY = 'staff-attendance-too-early';
export const DAY_OVER = 'staff-attendance-day-over';
export const AMOUNT_ABOVE_DUE = 'staff-amount-above-due';
export const NOTHING_DUE = 'staff-nothing-due';
/** The payment marked paid is not an open invoice of the booking (docs/staff-desk.md). */
export const INVOICE_NOT_OPEN = 'staff-invoice-not-open';
/** 400: an override (booking inside the notice, paid at the clinic) without a reason. */
export const STAFF_REASON_REQUIRED = 'staff-reason-required';
export const EMAIL_NOT_APPLICABLE = 'staff-email-not-applicable';
export const REFUND_ABOVE_PAID = 'staff-refund-above-paid';
export const ANONYMISED = 'staff-booking-anonymised';
export const NOTHING_CHANGED = 'staff-nothing-changed';
export const BOOKING_NOT_ACTIVE = 'booking-not-active';
export const EXPORT_RANGE_INVALID = 'staff-export-range-invalid';
export const LOCATION_NOT_FOUND = 'location-not-found';
/** 409: the change would leave no enabled admin (docs/staff-desk.md "Recovery"). */
export const STAFF_LAST_ADMIN = 'staff-last-admin';
/** 409: an admin changing their own role or disabling themselves without `confirmSelf: true`. */
export const STAFF_CONFIRM_SELF = 'staff-confirm-self';
// Outgoing webhooks (docs/webhooks.md).
/** 400: not an http(s) URL, credentials in it, or (in production) a private address or http. */
export const WEBHOOK_URL_REFUSED = 'webhook-url-refused';
/** 404: no such subscription. */
export const WEBHOOK_SUBSCRIPTION_NOT_FOUND = 'webhook-subscription-not-found';
/** 404: the subscription never got this event. */
export const WEBHOOK_EVENT_NOT_FOUND = 'webhook-event-not-found';
// Desk blocks (docs/staff-desk.md "Blocks").
/** 404: no such block, or not of a location the member may see. */
export const STAFF_BLOCK_NOT_FOUND = 'staff-block-not-found';
/** 400: a room the location does not have. */
export const STAFF_BLOCK_ROOMS_INVALID = 'staff-block-rooms-invalid';
/** 400: the block ends before it starts, or lasts longer than the desk allows. */
export const STAFF_BLOCK_PERIOD_INVALID = 'staff-block-period-invalid';
/** 409: the booking is not one the block hits (another room or time, or no longer active). */
export const STAFF_BLOCK_NOT_HIT = 'staff-block-booking-not-hit';
/** 409: a choose-a-new-time link whose booking changed since it was sent, or was cancelled. */
export const REBOOK_LINK_STALE = 'rebook-link-stale';

// --- Ids of single routes (their contracts re-export them) ---

/** 503 when BUILD_ID cannot be read: the client treats it as "no new build", never shows it. */
export const BUILD_ID_UNAVAILABLE = 'build-id-unavailable';
export const RECEIPT_PAYMENT_UNKNOWN = 'receipt-payment-unknown';
/** 401: tampered, expired, foreign or wrong-purpose token; nothing is read or changed. */
export const WAITLIST_LINK_INVALID = 'waitlist-link-invalid';
/** 409: the entry has left, ended or was booked: the link has nothing left to do. */
export const WAITLIST_ENTRY_ENDED = 'waitlist-entry-ended';
/** 409: the offer is no longer open (expired, taken, withdrawn). */
export const WAITLIST_OFFER_CLOSED = 'waitlist-offer-closed';
export const WAITLIST_EMAIL_INVALID = 'waitlist-email-invalid';
export const WAITLIST_RANGE_INVALID = 'waitlist-range-invalid';
export const WAITLIST_SELECTION_INVALID = 'waitlist-selection-invalid';
export const WAITLIST_LIMIT_REACHED = 'waitlist-limit-reached';
/** Only while another provider than the dev one is active: the route is absent. */
export const DEV_PAY_ABSENT = 'not-found';
/** 503 without PRIVACY_STAFF_SECRET */
export const STAFF_NOT_CONFIGURED = 'staff-endpoint-not-configured';
/** 401 */
export const STAFF_SIGNATURE_INVALID = 'staff-signature-invalid';
/**
 * 401: tampered, expired or foreign token (server/manage-link/actions); nothing is read or
 * changed.
 */
export const BOOKING_LINK_INVALID = 'booking-link-invalid';

// --- Staff accounts (server/staff/auth/accounts.ts) ---

/** 409: an enrolment link for an account that has set up its second factor already. */
export const STAFF_ALREADY_ENROLLED = 'staff-already-enrolled';
/** 404: no staff account with this id or email. */
export const STAFF_NOT_FOUND = 'staff-not-found';
/** 400: a location the member should see that the content does not have. */
export const STAFF_UNKNOWN_LOCATION = 'staff-unknown-location';

// --- The booking policy's refusals (shared/booking-policy.ts; 409 on the manage link) ---

export const BOOKING_APPOINTMENT_PAST = 'booking-appointment-past';
export const BOOKING_CHANGE_INSIDE_NOTICE = 'booking-change-inside-minimum-notice';
export const BOOKING_RESCHEDULE_WINDOW_CLOSED = 'booking-reschedule-window-closed';
export const BOOKING_RESCHEDULE_LIMIT_REACHED = 'booking-reschedule-limit-reached';
export const BOOKING_RESCHEDULE_UNPAID = 'booking-reschedule-unpaid';
