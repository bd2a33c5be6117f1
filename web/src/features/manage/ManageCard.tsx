import type { ReactNode } from 'react';
import shared from '@/styles/steps.module.css';
import styles from './ManageBooking.module.css';

/** A card of the manage page: a raised panel whose heading (`id`) names the section. */
export function ManageCard({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${shared.surface} ${styles.card}`} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
