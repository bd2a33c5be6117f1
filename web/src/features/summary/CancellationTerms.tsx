/**
 * The cancellation and reschedule terms of the chosen slot, stated before paying (docs/decisions/0008-booking-policy-shared-and-grace.md):
 * the summary step (with the acceptance a slot inside the window needs) and the payment step.
 * Computed by the same policy code the manage page and the cancel transition use
 * (shared/booking-policy.ts), so what is promised here is what is applied later.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { formatChf } from '@/i18n/format';
import { DEFAULT_BOOKING_POLICY, slotTerms, type SlotTerms } from '@/shared/booking-policy';
import type { FlowView } from './flowView';
import { formatZurichDateTime } from './formatSlot';
import styles from './SummaryStep.module.css';
import { TitledSection } from '@/components/TitledSection/TitledSection';

/** The terms of booking `start` now, with the check-up's policy (Settings when unknown). */
export function termsOf(
  view: Pick<FlowView, 'policies'>,
  checkupSlug: string | null,
  start: string | null,
  now: Date,
): SlotTerms | null {
  if (!start) return null;
  const startDate = new Date(start);
  if (Number.isNaN(startDate.getTime())) return null;
  const policy = (checkupSlug && view.policies[checkupSlug]) || DEFAULT_BOOKING_POLICY;
  return slotTerms(policy, startDate, now);
}

/**
 * The phone-only rule's inputs for the booking's location: its minimum notice (inside it
 * nothing changes online, shared/booking-policy.ts) and the clinic's phone.
 */
export function phoneRuleOf(
  view: Pick<FlowView, 'locations' | 'clinicPhone'>,
  locationSlug: string | null,
): { noticeHours: number; phone: string | null } | null {
  const hours = view.locations.find((l) => l.slug === locationSlug)?.minimumNoticeHours;
  return typeof hours === 'number' && hours > 0
    ? { noticeHours: hours, phone: view.clinicPhone?.trim() || null }
    : null;
}

export function CancellationTerms({
  terms,
  depositAmount,
  phoneRule = null,
  children,
}: {
  terms: SlotTerms;
  depositAmount: number;
  /** The location's "inside N hours only by phone" rule (phoneRuleOf); none when null. */
  phoneRule?: { noticeHours: number; phone: string | null } | null;
  /** The acceptance checkbox, where the step asks for it. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('summary');
  const language = i18n.language?.startsWith('en') ? 'en' : 'de';
  const deposit = formatChf(depositAmount);
  const until = formatZurichDateTime(terms.freeCancellationUntil, language);
  return (
    <TitledSection
      titleId="cancellation-terms-title"
      title={t('terms.title')}
      className={styles.group}
      titleClassName={styles.legend}
      data-testid="cancellation-terms"
    >
      <p data-testid="cancellation-terms-free">
        {terms.insideCancellationWindow
          ? t('terms.lateNotice', {
              minutes: terms.freeCancellationAfterBookingMinutes,
              until,
              deposit,
            })
          : t('terms.free', { until, deposit })}
      </p>
      <p>
        {terms.rescheduleUntil && terms.maxReschedules > 0
          ? t('terms.reschedule', {
              until: formatZurichDateTime(terms.rescheduleUntil, language),
              count: terms.maxReschedules,
            })
          : t('terms.rescheduleNone')}
      </p>
      {phoneRule && (
        <p data-testid="cancellation-terms-phone">
          {phoneRule.phone
            ? t('terms.phoneOnly', { hours: phoneRule.noticeHours, phone: phoneRule.phone })
            : t('terms.phoneOnlyNoNumber', { hours: phoneRule.noticeHours })}
        </p>
      )}
      <p data-testid="cancellation-terms-no-show">{t('terms.noShow')}</p>
      {children}
    </TitledSection>
  );
}
