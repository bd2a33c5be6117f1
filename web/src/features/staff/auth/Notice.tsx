import styles from './staff.module.css';

/** An error (announced at once) or a status note (announced politely). */
export function Notice({ error, note }: { error?: string | null; note?: string | null }) {
  return (
    <>
      <div role="alert" className={error ? styles.error : undefined}>
        {error}
      </div>
      <div role="status" className={note ? styles.note : undefined}>
        {note}
      </div>
    </>
  );
}
