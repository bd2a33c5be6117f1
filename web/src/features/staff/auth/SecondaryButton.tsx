import type { ComponentPropsWithoutRef } from 'react';
import styles from './staff.module.css';

/** A staff account page's secondary action: a plain button (never submits), styled as such. */
export function SecondaryButton(
  props: Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className'>,
) {
  return <button type="button" className={`${styles.button} ${styles.secondary}`} {...props} />;
}
