import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon';
import styles from './InfoBlock.module.css';

export const INFO_BLOCK_VARIANTS = ['default', 'error', 'success', 'subtle'] as const;
export type InfoBlockVariant = (typeof INFO_BLOCK_VARIANTS)[number];

export interface InfoBlockProps {
  variant?: InfoBlockVariant;
  icon?: IconName;
  label?: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A highlighted note. Errors are announced to screen readers as alerts. */
export function InfoBlock({
  variant = 'default',
  icon,
  label,
  text,
  children,
  className,
}: InfoBlockProps) {
  return (
    <div
      className={[styles.block, styles[variant], className ?? ''].filter(Boolean).join(' ')}
      role={variant === 'error' ? 'alert' : undefined}
      data-variant={variant}
    >
      {icon && <Icon name={icon} size={22} className={styles.icon} />}
      <div className={styles.body}>
        {label && <p className={styles.label}>{label}</p>}
        {text && <p className={styles.text}>{text}</p>}
        {children}
      </div>
    </div>
  );
}
