/**
 * POST /api/insights/step { step } -> 204: one view of a booking step, counted per Zurich day
 * (docs/staff-desk.md "Insights", the funnel). No person, no client id, no cookie is read or
 * kept: the body names the step and nothing else.
 */
import { z } from 'zod';
import { STEPS_TO_PAYMENT } from 'schemas/src/steps';

/** The steps the funnel counts views of, in the flow's order. */
export const FUNNEL_STEPS = STEPS_TO_PAYMENT;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const insightsStepRequestSchema = z.strictObject({ step: z.enum(FUNNEL_STEPS) });

/** 204 No Content. */
export type InsightsStepResponse = undefined;

export const INSIGHTS_STEP_ERROR_IDS = [] as const;
