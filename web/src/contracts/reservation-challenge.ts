/**
 * GET /api/reservation/challenge?location=<slug>: an ALTCHA proof-of-work challenge for a
 * hold at that location (server/holds/challenge.ts), read by the altcha widget.
 */
import { z } from 'zod';
import { slugSchema } from '@/shared/reservation-input';
import type { Challenge } from 'altcha-lib';
import { RESERVE_OTHER } from './error-ids';

export const challengeQuerySchema = z.object({ location: slugSchema });

export type ChallengeResponse = Challenge;

/** An unknown location or malformed query. */
export const CHALLENGE_ERROR_IDS = [RESERVE_OTHER] as const;
