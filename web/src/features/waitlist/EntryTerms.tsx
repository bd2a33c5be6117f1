/** An entry's terms as the waitlist pages show them (the same the emails state; no email). */
import type { WaitlistEntryView } from '@/contracts/waitlist';
import { formatDay } from '@/features/summary-panel/slotFormat';
import { useLocale } from '@/i18n/useLocale';
import { useTranslation } from '@/i18n/useTranslation';
import styles from './Waitlist.module.css';

export function EntryTerms({ entry }: { entry: WaitlistEntryView }) {
  const { t } = useTranslation('waitlist');
  const { language } = useLocale();
  const days =
    entry.weekdays.length === 0 || entry.weekdays.length === 7
      ? t('terms.everyDay')
      : entry.weekdays.map((d) => t(`weekday.${d}`)).join(', ');
  return (
    <dl className={styles.terms} data-testid="waitlist-terms">
      <dt>{t('terms.checkup')}</dt>
      <dd>
        {entry.checkup.title}
        {entry.services.length > 0 && ` + ${entry.services.map((s) => s.title).join(', ')}`}
      </dd>
      <dt>{t('terms.location')}</dt>
      <dd>{entry.location ? entry.location.name : t('terms.anyLocation')}</dd>
      <dt>{t('terms.range')}</dt>
      <dd>
        {t('terms.rangeValue', {
          from: formatDay(entry.from, language) ?? entry.from,
          to: formatDay(entry.to, language) ?? entry.to,
        })}
      </dd>
      <dt>{t('terms.days')}</dt>
      <dd>{days}</dd>
      <dt>{t('terms.timeOfDay')}</dt>
      <dd>{t(`timeOfDay.${entry.timeOfDay ?? 'any'}`)}</dd>
    </dl>
  );
}
