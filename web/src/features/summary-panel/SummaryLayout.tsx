import type { ReactNode } from 'react';
import styles from './SummaryPanel.module.css';

/** A booking step with the summary panel beside it (below it on phones). */
export function SummaryLayout({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.content}>{children}</div>
      {panel}
    </div>
  );
}
