/**
 * A booking's detail beside the day (GET /api/staff/booking/<id>): personal data, services,
 * payments, emails, notes, partner and history, and the actions staff may take.
 */
import type { DayBooking } from '@/contracts/staff-day';
import { useTranslation } from '@/i18n/useTranslation';
import { clock } from './dayGrid';
import styles from './desk.module.css';

export function BookingDrawer({
  summary,
  onClose,
}: {
  summary: DayBooking;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('desk');
  return (
    <aside className={styles.drawer} aria-labelledby="drawer-title">
      <div className={styles.drawerHead}>
        <h2 id="drawer-title">
          {summary.name || summary.reference} · {clock(summary.startsAt)}
        </h2>
        <button type="button" onClick={onClose} className={styles.linkButton}>
          {t('drawer.close')}
        </button>
      </div>
      <p>{summary.reference}</p>
    </aside>
  );
}
