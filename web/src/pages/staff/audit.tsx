import { AuditPanel } from '@/features/staff/auth/AuditPanel';
import { AdminPanelPage } from '@/features/staff/auth/StaffPages';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffAuditPage() {
  return (
    <AdminPanelPage current="audit">
      <AuditPanel />
    </AdminPanelPage>
  );
}
