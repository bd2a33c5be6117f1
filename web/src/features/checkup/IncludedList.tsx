import type { ReactNode } from 'react';
import { Icon, isIconName } from '@/components/icons/Icon';
import styles from './IncludedList.module.css';

/**
 * The services a package includes, each with its catalogue icon (a check where it names none)
 * and its title; `after` follows each title (the add-ons step's "included" badge). The same
 * look on both steps; `className` places it.
 */
export function IncludedList({
  items,
  className,
  after,
}: {
  items: readonly { slug: string; icon?: string | null; title: string }[];
  className?: string;
  after?: ReactNode;
}) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <li key={item.slug}>
          <Icon
            name={isIconName(item.icon) ? item.icon : 'check'}
            size={18}
            className={styles.icon}
          />
          <span>{item.title}</span>
          {after}
        </li>
      ))}
    </ul>
  );
}
