import {
  LOCATION_DOES_NOT_OFFER_CHECKUP,
  LOCATION_DOES_NOT_OFFER_SERVICE,
} from '@/contracts/error-ids';
import type { ErrorId } from '@/contracts/error-id';

/** The catalogue id of a selection the location cannot serve, or null for other problems. */
export function locationProblemId(problem: string): ErrorId | null {
  if (problem === LOCATION_DOES_NOT_OFFER_CHECKUP) return LOCATION_DOES_NOT_OFFER_CHECKUP;
  if (problem === 'service-not-at-location') return LOCATION_DOES_NOT_OFFER_SERVICE;
  return null;
}
