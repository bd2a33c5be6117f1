/** Holds cannot be hoarded (docs/security.md): caps, short holds, burst challenge, one summary. */
export { assertHoldCaps, holdCapLocks, SameStartHeld, type HoldCaps } from './caps';
export {
  burstLock,
  burstThreshold,
  burstWindow,
  locationBurst,
  BURST_WINDOW_MINUTES,
} from './burst';
export {
  challengeLevel,
  newHoldChallenge,
  spendChallenge,
  sweepSpentChallenges,
  verifyHoldSolution,
} from './challenge';
export { clientHash } from './client';
export { extendHoldForPayment } from './extend';
export { announceBurst, burstSummaryKey, HOLD_BURST_EVENT } from './summary';
