import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { ContinueFooter } from '@/features/booking/footer/ContinueFooter';
import { Checkbox } from '@/components/fields/Checkbox';
import { Icon, isIconName } from '@/components/icons/Icon';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { Modal } from '@/components/Modal/Modal';
import { useBookingActions, useBookingState } from '@/features/booking/state/BookingProvider';
import { stepHref } from '@/features/booking/url/stepHref';
import { isPartnerCurrentlyBooking } from '@/features/booking/state/selectors';
import type { PanelLocation } from '@/features/summary-panel/panelLocations';
import { formatChf } from '@/i18n/format';
import type { AddonCard, AddonsPackage } from './addonsCatalog';
import { conflictsWith, toggleAddon, validSelection } from './selection';
import { StepIntro } from '@/components/StepIntro/StepIntro';
import { IncludedList } from '@/features/checkup/IncludedList';
import shared from '@/styles/steps.module.css';
import styles from './AddonsStep.module.css';
import { stegaClean } from '@/lib/stegaClean';
import { useEditAttributes } from '@/features/preview/EditAttributes';
import { priceKey } from '@/shared/editAttributes';

/** Step 2: add examinations to the chosen check-up (SPEC 2, 3). */
export function AddonsStep({
  packages,
  locations = [],
}: {
  packages: readonly AddonsPackage[];
  locations?: readonly PanelLocation[];
}) {
  const { t } = useTranslation('addons');
  const state = useBookingState();
  const { setServices } = useBookingActions();
  const [note, setNote] = useState<string | null>(null);
  const [infoFor, setInfoFor] = useState<AddonCard | null>(null);
  const fullPkg = packages.find((p) => p.slug === state.checkupSlug) ?? null;
  // The invited partner's location is fixed by the partner booking: only what it offers
  // (docs/spec.md). Other visitors choose the location after the add-ons.
  const fixedLocation = isPartnerCurrentlyBooking(state)
    ? (locations.find((l) => l.slug === state.locationSlug) ?? null)
    : null;
  const pkg = useMemo(
    () =>
      fullPkg && fixedLocation
        ? {
            ...fullPkg,
            addons: fullPkg.addons.filter(
              (a) => !(fixedLocation.unsupportedServices ?? []).includes(a.slug),
            ),
          }
        : fullPkg,
    [fullPkg, fixedLocation],
  );
  const selected = state.services;

  // Add-ons of another package, or no longer bookable, leave the selection.
  useEffect(() => {
    if (!pkg) return;
    const valid = validSelection(selected, pkg.addons);
    if (valid !== selected) setServices(valid);
  }, [pkg, selected, setServices]);

  if (!pkg) return null;
  const titleOf = (slug: string) => pkg.addons.find((a) => a.slug === slug)?.title ?? slug;

  const toggle = (card: AddonCard) => {
    const result = toggleAddon(selected, card.slug, pkg.addons);
    setServices(result.services);
    setNote(
      result.removed.length > 0
        ? t('removedNote', { removed: result.removed.map(titleOf).join(', '), chosen: card.title })
        : null,
    );
  };

  return (
    <div className={shared.step}>
      <StepIntro title={t('title')} text={t('intro', { checkup: pkg.title })} />

      {pkg.included.length > 0 && (
        <section className={styles.included} aria-labelledby="included-title">
          <h2 id="included-title" className={styles.includedTitle}>
            {t('includedTitle')}
          </h2>
          <IncludedList
            items={pkg.included}
            after={<span className={styles.includedBadge}>{t('included')}</span>}
          />
        </section>
      )}

      <div aria-live="polite" className={styles.noteRegion}>
        {note && <InfoBlock variant="default" icon="info" text={note} />}
      </div>

      {pkg.addons.length === 0 ? (
        <InfoBlock
          variant="subtle"
          icon="info"
          text={
            // The partner's location, not the check-up, leaves nothing to add: say which.
            fixedLocation && fullPkg && fullPkg.addons.length > 0
              ? t('emptyAtLocation', { location: fixedLocation.title })
              : t('empty')
          }
        />
      ) : (
        <ul className={shared.cardList} aria-label={stegaClean(t('listLabel'))}>
          {pkg.addons.map((card) => {
            const checked = selected.includes(card.slug);
            const blockers = checked ? [] : conflictsWith(card.slug, selected, pkg.addons);
            return (
              <li key={card.slug}>
                <AddonCardView
                  card={card}
                  checked={checked}
                  blockedBy={blockers.map(titleOf)}
                  onToggle={() => toggle(card)}
                  onInfo={() => setInfoFor(card)}
                />
              </li>
            );
          })}
        </ul>
      )}

      <ContinueFooter
        backHref={stepHref('/check-up', state)}
        backLabel={t('back')}
        next={{ href: stepHref('/location', state) }}
        label={selected.length > 0 ? t('continue') : t('continueWithout')}
        testId="addons-continue"
        sticky={selected.length > 0}
      />

      <Modal open={infoFor !== null} onClose={() => setInfoFor(null)} title={infoFor?.title ?? ''}>
        {infoFor && (
          <div className={styles.modalBody}>
            {infoFor.modalText && <p>{infoFor.modalText}</p>}
            {infoFor.modalInfoText && (
              <InfoBlock variant="subtle" icon="info" text={infoFor.modalInfoText} />
            )}
            {!infoFor.modalText && !infoFor.modalInfoText && <p>{infoFor.description}</p>}
          </div>
        )}
      </Modal>
    </div>
  );
}

function AddonCardView({
  card,
  checked,
  blockedBy,
  onToggle,
  onInfo,
}: {
  card: AddonCard;
  checked: boolean;
  blockedBy: string[];
  onToggle: () => void;
  onInfo: () => void;
}) {
  const { t } = useTranslation('addons');
  const headingId = `addon-${card.slug}`;
  const edit = useEditAttributes();
  const classes = [
    shared.surface,
    shared.card,
    card.highlighted ? styles.highlighted : '',
    checked ? styles.checked : '',
    card.bookable ? '' : styles.disabled,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      className={classes}
      aria-labelledby={headingId}
      data-addon={card.slug}
      data-selected={checked || undefined}
    >
      <div className={styles.cardHead}>
        <span className={shared.cardIcon}>
          <Icon name={isIconName(card.icon) ? card.icon : 'plus'} size={26} />
        </span>
        <div className={styles.cardTitleBox}>
          <h2 id={headingId} className={styles.cardTitle}>
            {card.title}
          </h2>
          {(card.tags.length > 0 || card.highlighted) && (
            <ul className={styles.tags} aria-label={stegaClean(t('tagsLabel'))}>
              {card.tags.map((tag) => (
                <li key={tag.id} className={`${styles.tag} ${styles[`tag_${tag.color}`]}`}>
                  {tag.title}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className={styles.description}>{card.description}</p>
      {card.bookable ? (
        <p className={styles.meta}>
          <span
            className={styles.price}
            data-testid="addon-price"
            data-sanity={edit[priceKey('service', card.slug)]}
          >
            + {formatChf(card.price ?? 0)}
          </span>
          {card.durationMinutes !== null && card.durationMinutes > 0 && (
            <span className={styles.duration}>
              <Icon name="clock" size={16} /> {t('duration', { count: card.durationMinutes })}
            </span>
          )}
        </p>
      ) : (
        <p className={styles.meta} data-testid="addon-unavailable">
          {t(card.notOffered ? 'notOffered' : 'notBookable')}
        </p>
      )}
      {blockedBy.length > 0 && (
        <p className={styles.conflict}>{t('conflictNote', { other: blockedBy.join(', ') })}</p>
      )}
      <div className={styles.cardActions}>
        {/* An add-on that cannot be booked gets no Add box at all (docs/identity-and-snapshot.md). */}
        {card.bookable && (
          <Checkbox
            label={
              <>
                {t('add')}
                <span className="visually-hidden"> {card.title}</span>
              </>
            }
            checked={checked}
            onChange={onToggle}
            className={styles.checkbox}
          />
        )}
        {(card.modalText || card.modalInfoText) && (
          <button type="button" className={`link-button ${styles.infoButton}`} onClick={onInfo}>
            <Icon name="info" size={18} />
            <span>
              {t('moreInfo')}
              <span className="visually-hidden"> {card.title}</span>
            </span>
          </button>
        )}
      </div>
    </article>
  );
}
