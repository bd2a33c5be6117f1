/**
 * /staff/waitlist?location=<_id>: a location's waitlist (docs/waitlist.md, docs/staff-desk.md
 * "Waitlist"): the entries for this location or for any location, in joining order, with
 * their terms and state, and each slot offered to them (when, until when, how it ended, the
 * booking that took it). Read-only: offers follow cancellations by themselves.
 */
import { useRouter } from 'next/router';
import type { StaffWaitlistEntry, StaffWaitlistResponse } from '@/contracts/staff-waitlist';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { WAITLIST_PATHS } from '@/features/waitlist/paths';
import { LocationListPage, useLocationList, type ListTable } from './LocationListHead';
import { clock, longDate, zurichToday } from './dayGrid';
import styles from './desk.module.css';

const TABLE: ListTable = {
  section: 'waitlist',
  testId: 'staff-waitlist',
  columns: ['joined', 'person', 'wants', 'when', 'state', 'offers'],
};

export function WaitlistPage() {
  const language = languageOf(toLocale(useRouter().locale));
  const list = useLocationList<StaffWaitlistResponse>(
    '/staff/waitlist',
    WAITLIST_PATHS.staff,
    // Each read is audited (waitlist-viewed): again on focus, no polling.
    { revalidateOnFocus: true },
  );
  return (
    <LocationListPage
      table={TABLE}
      list={list}
      items={list.data?.entries}
      row={(entry) => <EntryRow key={entry.id} entry={entry} language={language} />}
    />
  );
}

/** yyyy-MM-dd of an ISO instant in Zurich. */
function zurichDate(iso: string) {
  return zurichToday(new Date(iso));
}

function EntryRow({ entry, language }: { entry: StaffWaitlistEntry; language: 'en' | 'de' }) {
  const { t } = useTranslation('desk');
  const days =
    entry.weekdays.length === 0 || entry.weekdays.length === 7
      ? t('waitlist.everyDay')
      : entry.weekdays.map((d) => t(`waitlist.weekday.${d}`)).join(', ');
  return (
    <tr data-testid="staff-waitlist-entry">
      <td>
        {longDate(zurichDate(entry.joinedAt), language)}, {clock(entry.joinedAt)}
      </td>
      <td>
        {entry.email}
        {entry.bookingReference && (
          <>
            <br />
            <small>{t('waitlist.earlierFor', { reference: entry.bookingReference })}</small>
          </>
        )}
      </td>
      <td>
        {entry.checkup}
        {entry.addOns.length > 0 && ` + ${entry.addOns.join(', ')}`}
        <br />
        <small>
          {entry.thisLocationOnly ? t('waitlist.thisLocation') : t('waitlist.anyLocation')}
        </small>
      </td>
      <td>
        {longDate(entry.from, language)} – {longDate(entry.to, language)}
        <br />
        <small>
          {days} · {t(`waitlist.timeOfDay.${entry.timeOfDay ?? 'any'}`)}
        </small>
      </td>
      <td>{t(`waitlist.entryState.${entry.state}`)}</td>
      <td>
        {entry.offers.length === 0 ? (
          t('waitlist.noOffers')
        ) : (
          <ul className={styles.plainList}>
            {entry.offers.map((offer) => (
              <li key={`${offer.start}-${offer.offeredAt}`} data-testid="staff-waitlist-offer">
                {longDate(zurichDate(offer.start), language)}, {clock(offer.start)}–
                {clock(offer.end)}: {t(`waitlist.offerState.${offer.state}`)}
                {offer.bookingReference && ` (${offer.bookingReference})`}
                <br />
                <small>
                  {t('waitlist.offered', {
                    at: `${longDate(zurichDate(offer.offeredAt), language)}, ${clock(offer.offeredAt)}`,
                    until: clock(offer.expiresAt),
                  })}
                </small>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
