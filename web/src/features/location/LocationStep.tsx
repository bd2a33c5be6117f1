import { useRef } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { ContinueFooter } from '@/features/booking/footer/ContinueFooter';
import { Icon } from '@/components/icons/Icon';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useBookingActions, useBookingState } from '@/features/booking/state/BookingProvider';
import { stepHref } from '@/features/booking/url/stepHref';
import { formatSlotDate, formatSlotTime } from '@/features/summary-panel/slotFormat';
import { formatChf } from '@/i18n/format';
import { useLocale } from '@/i18n/useLocale';
import { useNextFree } from './useNextFree';
import { todayInZurich } from '@/features/booking/zurichDate';
import { horizonEnd } from '@/features/timeslot/calendar';
import { JoinWaitlist } from '@/features/waitlist/JoinWaitlist';
import { MarketNotice } from '@/features/booking/MarketNotice';
import {
  mapLink,
  missingForCheckup,
  unsupportedChosen,
  type CheckupIncludes,
  type LocationCard,
} from './locationCards';
import shared from '@/styles/steps.module.css';
import styles from './LocationStep.module.css';

/** Step 3: choose where the check-up takes place (SPEC 2, 3). */
export function LocationStep({
  locations,
  includes = {},
}: {
  locations: readonly LocationCard[];
  /** What each check-up includes: a location must offer all of it (shared/offering.ts). */
  includes?: CheckupIncludes;
}) {
  const { t } = useTranslation('location');
  const { language } = useLocale();
  const state = useBookingState();
  const { selectLocation, setServices } = useBookingActions();
  const listRef = useRef<HTMLHeadingElement>(null);
  const chosen = locations.find((l) => l.slug === state.locationSlug) ?? null;
  // A location chosen earlier may no longer fit the add-ons changed since.
  const included = state.checkupSlug ? includes[state.checkupSlug] : undefined;
  const chosenConflicts = chosen ? unsupportedChosen(chosen, state.services) : [];
  const canContinue =
    chosen !== null &&
    chosenConflicts.length === 0 &&
    missingForCheckup(chosen, included).length === 0 &&
    !chosen.isComingSoon;
  const nextFree = useNextFree(state.checkupSlug, state.services);
  const today = todayInZurich(new Date());
  const nextFreeText = (start: string | null) => {
    const day = start ? formatSlotDate(start, language) : null;
    return start && day
      ? t('nextFree', { when: `${day}, ${formatSlotTime(start)}` })
      : t('nextFreeNone');
  };

  /** Why a location does not fit: the services it lacks, named. */
  const lacking = (
    key: 'checkupNotOffered' | 'unsupported',
    card: LocationCard,
    services: { title: string }[],
  ) => (
    <InfoBlock
      variant="default"
      icon="warning"
      text={t(key, {
        location: card.title,
        services: services.map((s) => s.title).join(', '),
        count: services.length,
      })}
    />
  );

  const chooseDroppingAddons = (card: LocationCard) => {
    const drop = unsupportedChosen(card, state.services).map((u) => u.slug);
    setServices(state.services.filter((s) => !drop.includes(s)));
    selectLocation(card.slug);
  };

  return (
    <div className={shared.step}>
      <MarketNotice />
      <h2 ref={listRef} tabIndex={-1} className="visually-hidden">
        {t('listLabel')}
      </h2>
      <ul className={shared.cardList}>
        {locations.map((card) => {
          const conflicts = unsupportedChosen(card, state.services);
          const missing = missingForCheckup(card, included);
          const selected = card.slug === state.locationSlug;
          const headingId = `location-${card.slug}`;
          return (
            <li key={card.slug} className={styles.cardItem}>
              <article
                className={`${shared.surface} ${shared.card} ${selected ? styles.selected : ''}`}
                aria-labelledby={headingId}
                data-location={card.slug}
                data-selected={selected || undefined}
              >
                <div className={styles.cardHead}>
                  <span className={shared.cardIcon}>
                    <Icon name="location" size={24} />
                  </span>
                  <div className={styles.cardText}>
                    <h3 id={headingId} className={styles.cardTitle}>
                      {card.title}
                    </h3>
                    <p className={styles.address}>{card.address}</p>
                    {/* A location that lacks a chosen add-on says why below (and offers to drop
                        it), never "no free appointment" (docs/manage-booking.md). */}
                    {missing.length === 0 && conflicts.length === 0 && nextFree.has(card.slug) && (
                      <p className={styles.nextFree} data-testid="next-free">
                        {nextFreeText(nextFree.get(card.slug) ?? null)}
                      </p>
                    )}
                  </div>
                  {selected && (
                    <span className={styles.selectedBadge}>
                      <Icon name="check" size={18} /> {t('selected')}
                    </span>
                  )}
                </div>

                {card.discountAmount !== null && card.discountAmount > 0 && (
                  <p className={styles.discount} data-testid="location-discount">
                    <Icon name="tag" size={18} />{' '}
                    {t('discount', { amount: formatChf(card.discountAmount) })}
                  </p>
                )}

                <a
                  className={styles.mapLink}
                  href={mapLink(card.center)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('mapLink')}
                  <span className="visually-hidden">
                    {' '}
                    {card.title} ({t('newWindow')})
                  </span>
                </a>

                {card.isComingSoon ? (
                  <InfoBlock variant="subtle" icon="info" text={t('comingSoon')} />
                ) : missing.length > 0 ? (
                  <div data-testid="location-checkup-unavailable">
                    {lacking('checkupNotOffered', card, missing)}
                  </div>
                ) : conflicts.length > 0 ? (
                  <div className={styles.conflict}>
                    {lacking('unsupported', card, conflicts)}
                    <div className={styles.conflictActions}>
                      <Button
                        variant="secondary"
                        onClick={() => chooseDroppingAddons(card)}
                        data-testid="drop-addons-and-choose"
                      >
                        {t('dropAndChoose', { count: conflicts.length })}
                      </Button>
                      <Button variant="ghost" onClick={() => listRef.current?.focus()}>
                        {t('chooseAnother')}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button
                    variant={selected ? 'secondary' : 'primary'}
                    onClick={() => selectLocation(card.slug)}
                    aria-pressed={selected}
                    className={styles.choose}
                  >
                    {selected ? t('chosen') : t('choose')}
                    <span className="visually-hidden"> {card.title}</span>
                  </Button>
                )}
                {/* No free appointment in the coming weeks: the waitlist (docs/waitlist.md). */}
                {!card.isComingSoon &&
                  missing.length === 0 &&
                  conflicts.length === 0 &&
                  state.checkupSlug &&
                  nextFree.get(card.slug) === null && (
                    <JoinWaitlist
                      intro={t('waitlist:join.introLocation')}
                      selection={{
                        checkupSlug: state.checkupSlug,
                        services: state.services,
                        locationSlug: card.slug,
                      }}
                      locationTitle={card.title}
                      minDate={today}
                      maxDate={horizonEnd(today, card.bookingHorizonDays)}
                      email={state.personalData.email}
                    />
                  )}
              </article>
            </li>
          );
        })}
      </ul>

      <ContinueFooter
        backHref={stepHref('/add-ons', state)}
        backLabel={t('back')}
        next={{ href: stepHref('/timeslot', state) }}
        label={t('continue')}
        disabled={!canContinue}
        testId="location-continue"
        sticky={canContinue}
      />
    </div>
  );
}
