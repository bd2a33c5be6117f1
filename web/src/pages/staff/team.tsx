import { TeamPanel } from '@/features/staff/auth/TeamPanel';
import { AdminPanelPage } from '@/features/staff/auth/StaffPages';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffTeamPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminPanelPage title={t('team.title')} current="team">
      <TeamPanel />
    </AdminPanelPage>
  );
}
