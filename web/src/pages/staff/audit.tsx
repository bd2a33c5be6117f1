import { AuditPanel } from '@/features/staff/auth/AuditPanel';
import styles from '@/features/staff/auth/staff.module.css';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

/** Admins only: the API answers 401/403 to everyone else, which the panel shows. */
export default function StaffAuditPage() {
  const { t } = useTranslation('staff');
  return (
    <DeskLayout title={t('audit.title')} current="audit">
      <div className={`${styles.page} ${styles.wide}`}>
        <h1>{t('audit.title')}</h1>
        <AuditPanel />
      </div>
    </DeskLayout>
  );
}
