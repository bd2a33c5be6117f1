import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import styles from './ExternalLink.module.css';

/**
 * A link that opens in a new tab and says so: the hidden note is part of its accessible name
 * (screen readers announce "Privacy policy (opens in a new tab)"); the arrow shows it.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <span className={styles.visuallyHidden}>{` (${t('site.opensInNewTab')})`}</span>
      <span aria-hidden="true">{'\u00a0↗'}</span>
    </a>
  );
}
