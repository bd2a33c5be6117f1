import type { ReactNode } from 'react';
import { Icon, isIconName } from '@/components/icons/Icon';

/**
 * The services a package includes, each with its catalogue icon (a check where it names none)
 * and its title; `after` follows each title (the add-ons step's "included" badge).
 */
export function IncludedList({
  items,
  className,
  iconClassName,
  after,
}: {
  items: readonly { slug: string; icon?: string | null; title: string }[];
  className: string;
  iconClassName: string;
  after?: ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.slug}>
          <Icon
            name={isIconName(item.icon) ? item.icon : 'check'}
            size={18}
            className={iconClassName}
          />
          <span>{item.title}</span>
          {after}
        </li>
      ))}
    </ul>
  );
}
