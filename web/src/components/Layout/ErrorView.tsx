import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '../Button/Button';
import { Layout } from './Layout';
import styles from './StepPage.module.css';

/** The generic error page (SPEC 2): 404 "Page Not Found", otherwise "Internal Server Error". */
export function ErrorView({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation('common');
  const title = status === 404 ? t('errorPage.notFoundTitle') : t('errorPage.serverErrorTitle');
  const text = status === 404 ? t('errorPage.notFoundText') : t('errorPage.serverErrorText');
  return (
    <Layout title={title}>
      <section className={styles.step} aria-labelledby="error-title" data-status={status}>
        <p>{t('errorPage.status', { status })}</p>
        <h1 id="error-title">{title}</h1>
        <p>{text}</p>
        <Button href="/check-up" variant="primary" size="L" icon="chevron-left">
          {t('errorPage.backToCheckup')}
        </Button>
      </section>
    </Layout>
  );
}
