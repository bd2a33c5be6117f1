/**
 * The email preview's "Texts in this email" (docs/preview.md): each email text the email shows,
 * in its order, with where it is in Studio. In draft preview each text carries its field's edit
 * mark (stega, from the page's props), so the Visual Editing overlay, which cannot reach into
 * the email's frame, makes it a click target here. Texts are rendered as text: whatever a
 * Studio text contains stays words, never markup.
 */
import type { EmailTextShown } from '@/server/preview/sampleEmail';
import styles from './EmailPreview.module.css';

export function EmailTextList({
  texts,
  title,
  note,
}: {
  texts: readonly EmailTextShown[];
  title: string;
  note: string;
}) {
  return (
    <section className={styles.texts} aria-labelledby="email-texts-title">
      <h2 id="email-texts-title" className={styles.textsTitle}>
        {title}
      </h2>
      <p className={styles.textsNote}>{note}</p>
      <ol className={styles.textList} data-testid="email-texts">
        {texts.map((t) => (
          <li key={t.id} className={styles.textItem} data-email-text={t.id}>
            <span className={styles.textLabel}>{t.label}</span>
            <span className={styles.textWords}>{t.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
