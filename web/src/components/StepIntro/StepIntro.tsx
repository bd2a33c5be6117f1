import type { ReactNode } from 'react';
import styles from './StepIntro.module.css';

/** A step's heading and lead text (one place for the rule every step shared). */
export function StepIntro({
  title,
  text,
  children,
  className,
}: {
  title: string;
  text: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `${styles.intro} ${className}` : styles.intro}>
      <h1>{title}</h1>
      <p className={styles.lead}>{text}</p>
      {children}
    </div>
  );
}
