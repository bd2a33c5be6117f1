import { Layout } from '@/components/Layout/Layout';
import { AuditPanel } from '@/features/staff/auth/AuditPanel';
import styles from '@/features/staff/auth/staff.module.css';
import { translatedStaticProps } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = translatedStaticProps('/staff/audit', ['staff']);

/** Admins only: the API answers 401/403 to everyone else, which the panel shows. */
export default function StaffAuditPage() {
  const { t } = useTranslation('staff');
  return (
    <Layout title={t('audit.title')}>
      <div className={`${styles.page} ${styles.wide}`}>
        <h1>{t('audit.title')}</h1>
        <AuditPanel />
      </div>
    </Layout>
  );
}
