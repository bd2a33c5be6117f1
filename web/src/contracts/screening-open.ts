/**
 * POST /api/screening/open { token } -> { screening }: the MRI safety questionnaire of the booking
 * the manage token names (docs/screening.md "The patient's questionnaire"), with the answers
 * given so far. Also the questionnaire routes' shared shapes (screening-answer, screening-sign
 * and screening-pdf import them from here). The token travels in POST bodies only; answers never
 * in a URL.
 */
import { z } from 'zod';
import type {
  FrozenConsent,
  FrozenOutcome,
  LocalizedText,
  YesNoAnswer,
} from '@/server/db/screening-type';
import { BOOKING_LINK_INVALID, manageRequestSchema } from './booking-manage';
import { BOOKING_NOT_ACTIVE, SCREENING_UNAVAILABLE } from './error-ids';

export { BOOKING_LINK_INVALID, BOOKING_NOT_ACTIVE, SCREENING_UNAVAILABLE };

export const screeningOpenRequestSchema = manageRequestSchema;
export type ScreeningOpenRequest = z.input<typeof screeningOpenRequestSchema>;

/** A text in every language the questionnaire has (the page shows its locale's). */
export type ScreeningText = LocalizedText;
export type ScreeningYesNo = YesNoAnswer;
export type ScreeningOutcomeId = FrozenOutcome;

export type ScreeningQuestionView = {
  key: string;
  kind: 'yesNo' | 'number';
  unit: 'cm' | 'kg' | null;
  text: ScreeningText;
  help: ScreeningText | null;
  /** A yes or not sure asks for a few words. */
  detail: boolean;
  answer: { value: ScreeningYesNo | number; detail: string | null } | null;
};

/** A consent as shown: its texts as frozen when the questionnaire was signed (or today's). */
export type ScreeningConsentView = FrozenConsent;

export type ScreeningView = {
  reference: string;
  /** ISO instants of the appointment and of the deadline for the answers. */
  start: string;
  dueAt: string;
  /** The deadline has passed (by the server's clock). */
  overdue: boolean;
  /** The patient's name (to compare the signature with) and the check-up as booked. */
  person: { firstName: string; lastName: string };
  checkupTitle: { en: string; de: string };
  /** Still the example questionnaire (not reviewed by the radiologist). */
  isExample: boolean;
  sections: { key: string; title: ScreeningText; questions: ScreeningQuestionView[] }[];
  consents: ScreeningConsentView[];
  progress: { answered: number; total: number };
  /** Worst outcome of the answers so far. */
  outcome: ScreeningOutcomeId;
  signed: {
    fullName: string;
    signedOn: string;
    signedAt: string;
    incidentalFindings: 'yes' | 'no' | null;
  } | null;
};

export type ScreeningOpenResponse = { screening: ScreeningView };

/** 409 booking-not-active: only a confirmed booking is screened; 503: the questionnaire cannot be read. */
export const SCREENING_OPEN_ERROR_IDS = [
  BOOKING_LINK_INVALID,
  BOOKING_NOT_ACTIVE,
  SCREENING_UNAVAILABLE,
] as const;
