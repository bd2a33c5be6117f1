/** Small pieces the desk's forms share: the reason, an error line and the free-time picker. */
import { useTranslation } from '@/i18n/useTranslation';
import { clock } from './dayGrid';
import styles from './desk.module.css';

/** A refusal's catalogue id in words (desk.json `errors`), announced; nothing without one. */
export function DeskError({ id }: { id: string | null }) {
  const { t } = useTranslation('desk');
  if (!id) return null;
  return (
    <p role="alert" className={styles.error}>
      {t(`errors.${id}`, { defaultValue: t('errors.generic') })}
    </p>
  );
}

/** The reason every desk action asks for (kept in the audit entry; 1-500 characters). */
export function ReasonField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('desk');
  return (
    <label>
      {t('actions.reason')}
      <textarea value={value} onChange={(e) => onChange(e.target.value)} required maxLength={500} />
    </label>
  );
}

/** A day, a button that asks for its free times, and the times to choose one from. */
export function SlotPicker({
  dateLabel,
  date,
  onDate,
  onFind,
  slots,
  slot,
  onSlot,
}: {
  dateLabel: string;
  date: string;
  onDate: (date: string) => void;
  onFind: () => void;
  slots: { start: string }[] | null;
  slot: string;
  onSlot: (start: string) => void;
}) {
  const { t } = useTranslation('desk');
  return (
    <>
      <div className={styles.inline}>
        <label>
          {dateLabel}
          <input type="date" value={date} onChange={(e) => onDate(e.target.value)} />
        </label>
        <button type="button" className={styles.secondary} onClick={onFind}>
          {t('actions.findSlots')}
        </button>
      </div>
      {slots && slots.length === 0 && <p className={styles.hint}>{t('actions.noSlots')}</p>}
      {slots && slots.length > 0 && (
        <fieldset className={styles.slotList}>
          <legend>{t('actions.freeTimes')}</legend>
          {slots.map((s) => (
            <label key={s.start} className={styles.slotOption}>
              <input
                type="radio"
                name="slot"
                value={s.start}
                checked={slot === s.start}
                onChange={() => onSlot(s.start)}
              />
              {clock(s.start)}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
