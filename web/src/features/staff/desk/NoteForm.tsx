/** Adds an internal note to a booking (sealed at rest; never shown to the patient). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId } from '@/lib/fetcher';
import { postAction } from './useBooking';
import { DeskError } from './DeskParts';
import styles from './desk.module.css';

export function NoteForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const { t } = useTranslation('desk');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await postAction('note', { id: bookingId, text });
      setText('');
      onDone();
    } catch (err) {
      setError(apiErrorId(err, 'generic'));
    } finally {
      setBusy(false);
    }
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
