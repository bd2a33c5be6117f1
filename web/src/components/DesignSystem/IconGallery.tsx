import Link from 'next/link';
import { useTranslation } from '@/i18n/useTranslation';
import { ICON_NAMES, Icon } from '../icons/Icon';
import styles from './DesignSystem.module.css';

export function IconGallery() {
  const { t } = useTranslation('common');
  return (
    <main className={styles.page}>
      <h1>{t('designSystem.iconsTitle')}</h1>
      <p>
        <Link href="/_design-system">{t('designSystem.backLink')}</Link>
      </p>
      <ul className={styles.icons}>
        {ICON_NAMES.map((name) => (
          <li key={name} className={styles.iconTile}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
