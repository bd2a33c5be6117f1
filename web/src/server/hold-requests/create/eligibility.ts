/**
 * Create step 3, who may book this slot: the person having the check-up is old enough on the
 * day of booking (the birth date itself stays optional), and a slot whose free-cancellation
 * period has passed is booked only by someone who was told so and accepted it (the summary
 * step asks; docs/spec.md). Pure.
 */
import { DomainError } from '@/server/domain-error';
import type { CheckupPackage, SiteSettings } from '@/server/content';
import { zurichDate } from '@/server/availability/zone';
import { log } from '@/server/log';
import { isOldEnough } from '@/shared/person';
import { effectivePolicy, slotTerms } from '@/shared/booking-policy';
import { BELOW_MINIMUM_AGE, CANCELLATION_TERMS_NOT_ACCEPTED } from '@/contracts/error-ids';

/** Throws DomainError below-minimum-age. */
export function checkAge(
  birthDate: string | null | undefined,
  settings: Pick<SiteSettings, 'minimumAge'>,
  now: Date,
): void {
  if (birthDate && !isOldEnough(birthDate, zurichDate(now), settings.minimumAge)) {
    log.info('reserve-rejected', { reason: BELOW_MINIMUM_AGE });
    throw new DomainError('below-minimum-age', BELOW_MINIMUM_AGE);
  }
}

/** Throws DomainError cancellation-terms-not-accepted. */
export function checkLateTerms(
  settings: SiteSettings,
  pkg: CheckupPackage,
  start: Date,
  now: Date,
  accepted: boolean | undefined,
): void {
  const terms = slotTerms(effectivePolicy(settings, pkg), start, now);
  if (terms.insideCancellationWindow && accepted !== true) {
    log.info('reserve-rejected', { reason: CANCELLATION_TERMS_NOT_ACCEPTED });
    throw new DomainError('cancellation-terms-not-accepted', CANCELLATION_TERMS_NOT_ACCEPTED);
  }
}
