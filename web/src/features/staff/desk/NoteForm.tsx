/** Adds an internal note to a booking (sealed at rest; never shown to the patient). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { postAction } from './useBooking';
import { DeskError } from './DeskParts';
import { useDeskAction } from './useDeskAction';
import styles from './desk.module.css';

export function NoteForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const { t } = useTranslation('desk');
  const [text, setText] = useState('');
  const { busy, error, run } = useDeskAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await postAction('note', { id: bookingId, text });
      setText('');
      onDone();
    });
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label>
        {t('drawer.addNote')}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          maxLength={2000}
        />
      </label>
      <DeskError id={error} />
      <div>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {t('drawer.saveNote')}
        </button>
      </div>
    </form>
  );
}
