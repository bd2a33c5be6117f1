import { TeamPanel } from '@/features/staff/auth/TeamPanel';
import { AdminPanelPage } from '@/features/staff/auth/StaffPages';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffTeamPage() {
  return (
    <AdminPanelPage current="team">
      <TeamPanel />
    </AdminPanelPage>
  );
}
