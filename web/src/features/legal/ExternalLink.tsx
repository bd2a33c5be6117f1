import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import styles from './ExternalLink.module.css';

/**
 * A link that opens in a new tab and says so: the hidden note is part of its accessible name
 * (screen readers announce "Privacy policy (opens in a new tab)"); the arrow shows it.
 * `editAttribute`: the address's Studio field in draft mode (features/preview/EditAttributes.tsx);
 * the text sits in a span of its own so that its stega mark does not take the link's place.
 */
export function ExternalLink({
  href,
  children,
  editAttribute,
}: {
  href: string;
  children: ReactNode;
  editAttribute?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.link}
      data-sanity={editAttribute}
    >
      <span>{children}</span>
      <span className="visually-hidden" data-new-tab-note>{` (${t('site.opensInNewTab')})`}</span>
      <span aria-hidden="true">{'\u00a0↗'}</span>
    </a>
  );
}
