/**
 * POST /api/screening/answer { token, key, value, detail? } -> { progress, outcome }: saves one
 * answer as the patient goes (docs/screening.md "The patient's questionnaire"). A yes/no question
 * takes yes, no or notSure; a number question a number in its unit (cm, kg).
 */
import { z } from 'zod';
import { manageTokenSchema } from './booking-manage';
import {
  BOOKING_LINK_INVALID,
  BOOKING_NOT_ACTIVE,
  SCREENING_UNAVAILABLE,
  type ScreeningOutcomeId,
} from './screening-open';
import { SCREENING_ALREADY_SIGNED, SCREENING_ANSWER_INVALID } from './error-ids';

export const screeningAnswerRequestSchema = z
  .object({
    token: manageTokenSchema,
    key: z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/),
    value: z.union([z.enum(['yes', 'no', 'notSure']), z.number().finite()]),
    detail: z.string().max(500).nullish(),
  })
  .strict();
export type ScreeningAnswerRequest = z.input<typeof screeningAnswerRequestSchema>;

export type ScreeningAnswerResponse = {
  progress: { answered: number; total: number };
  outcome: ScreeningOutcomeId;
};

/** 400 answer invalid (unknown question, wrong kind, number out of range); 409 already signed. */
export const SCREENING_ANSWER_ERROR_IDS = [
  BOOKING_LINK_INVALID,
  BOOKING_NOT_ACTIVE,
  SCREENING_UNAVAILABLE,
  SCREENING_ANSWER_INVALID,
  SCREENING_ALREADY_SIGNED,
] as const;
