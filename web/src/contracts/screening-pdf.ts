/**
 * POST /api/screening/pdf { token } -> application/pdf: the signed questionnaire and consent
 * (docs/screening.md "The signed copy"), read from the stored copy in the booking's language. A
 * POST so the token never lands in a URL or an access log; 409 screening-incomplete before signing.
 */
import { screeningOpenRequestSchema } from './screening-open';
import { BOOKING_LINK_INVALID } from './booking-manage';
import { SCREENING_INCOMPLETE } from './error-ids';

export const screeningPdfRequestSchema = screeningOpenRequestSchema;

/** The body is the PDF (Content-Type application/pdf, Content-Disposition attachment). */
export type ScreeningPdfResponse = Uint8Array;

export const SCREENING_PDF_ERROR_IDS = [BOOKING_LINK_INVALID, SCREENING_INCOMPLETE] as const;
