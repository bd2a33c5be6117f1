import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import styles from './PreviewBar.module.css';

/** Shown on pages rendered in draft mode: says so, and leaves the preview on the same page. */
export function PreviewBar() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const back = `/${router.locale}${router.asPath === '/' ? '' : router.asPath}`;
  return (
    <div className={styles.bar} role="status" data-testid="preview-bar">
      <span>{t('preview.notice')}</span>
      <a
        href={`/api/preview/disable?${new URLSearchParams({ redirect: back })}`}
        className={styles.leave}
      >
        {t('preview.leave')}
      </a>
    </div>
  );
}
