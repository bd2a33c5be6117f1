import { AuditPanel } from '@/features/staff/auth/AuditPanel';
import { AdminPanelPage } from '@/features/staff/auth/StaffPages';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffAuditPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminPanelPage title={t('audit.title')} current="audit">
      <AuditPanel />
    </AdminPanelPage>
  );
}
