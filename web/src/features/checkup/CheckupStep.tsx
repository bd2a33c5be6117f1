import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { RadioGroup } from '@/components/fields/RadioGroup';
import { Icon } from '@/components/icons/Icon';
import { formatChf } from '@/i18n/format';
import { useBookingState } from '@/features/booking/state/BookingProvider';
import type { BookingState } from '@/features/booking/state/types';
import { IncludedList } from './IncludedList';
import { nextStepHref, type CheckupOffer, type Persons } from './offers';
import { StepIntro } from '@/components/StepIntro/StepIntro';
import { MarketNotice } from '@/features/booking/MarketNotice';
import shared from '@/styles/steps.module.css';
import styles from './CheckupStep.module.css';
import { useEditAttributes } from '@/features/preview/EditAttributes';
import { priceKey } from '@/shared/editAttributes';

/** First step: choose a package, alone or for two (SPEC 2, 3). */
export function CheckupStep({ offers }: { offers: CheckupOffer[] }) {
  const { t } = useTranslation('common');
  // The booking as the page read it from the URL and the session: the offers' links carry
  // it on (a landing link's services, location, day and discount code reach the next steps).
  const state = useBookingState();
  const [chosen, setPersons] = useState<Persons | null>(null);
  // Until the visitor chooses, the booking (a link back from a later step) gives the choice.
  const persons: Persons = chosen ?? (state.isPartnerBooking ? 'two' : 'alone');

  return (
    <div className={shared.step}>
      <StepIntro title={t('checkup.title')} text={t('checkup.intro')} />
      <MarketNotice />

      <RadioGroup
        className={styles.persons}
        label={t('checkup.persons.legend')}
        name="persons"
        layout="cards"
        value={persons}
        onChange={(value) => setPersons(value === 'two' ? 'two' : 'alone')}
        options={[
          { value: 'alone', label: t('checkup.persons.alone') },
          {
            value: 'two',
            label: t('checkup.persons.two'),
            description: t('checkup.persons.twoHint'),
          },
        ]}
      />

      {offers.length === 0 ? (
        <InfoBlock variant="subtle" icon="info" text={t('checkup.empty')} />
      ) : (
        <ul className={styles.offers}>
          {offers.map((offer) => (
            <li key={offer.slug}>
              <OfferCard offer={offer} persons={persons} state={state} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OfferCard({
  offer,
  persons,
  state,
}: {
  offer: CheckupOffer;
  persons: Persons;
  state: BookingState;
}) {
  const { t } = useTranslation('common');
  const two = persons === 'two';
  const title = two ? offer.titleTwoPersons : offer.title;
  const headingId = `offer-${offer.slug}`;
  const edit = useEditAttributes();
  return (
    <article
      className={`${shared.surface} ${styles.card}`}
      aria-labelledby={headingId}
      data-checkup={offer.slug}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.description}>{offer.description}</p>
      <p className={styles.meta}>
        <Icon name="clock" size={18} />
        <span>{t('checkup.duration', { count: offer.durationMinutes })}</span>
      </p>
      {offer.included.length > 0 && (
        <>
          <h3 className={styles.includedTitle}>{t('checkup.included')}</h3>
          <IncludedList items={offer.included} className={styles.included} />
        </>
      )}
      {offer.locations.length > 0 && (
        <p className={styles.description} data-testid="offer-locations">
          {t('checkup.offeredAt', { locations: offer.locations.join(', ') })}
        </p>
      )}
      <div className={styles.footer}>
        <p className={styles.price} data-testid="offer-price">
          <span className="visually-hidden">{t('checkup.priceLabel')}: </span>
          <strong
            data-sanity={edit[priceKey('package', offer.slug, two ? 'priceTwoPerson' : 'price')]}
          >
            {formatChf(two ? offer.priceTwoPerson : offer.price)}
          </strong>
          {two && <span className={styles.priceNote}> {t('checkup.priceForTwo')}</span>}
        </p>
        {offer.locations.length > 0 ? (
          <Button
            href={nextStepHref(offer.slug, persons, state)}
            size="L"
            icon="chevron-right"
            iconPosition="end"
          >
            {t('checkup.choose', { title })}
          </Button>
        ) : (
          <p data-testid="offer-unavailable">{t('checkup.bookableNowhere')}</p>
        )}
      </div>
    </article>
  );
}
