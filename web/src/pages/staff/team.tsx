import { TeamPanel } from '@/features/staff/auth/TeamPanel';
import styles from '@/features/staff/auth/staff.module.css';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

/** Admins only: the API answers 401/403 to everyone else, which the panel shows. */
export default function StaffTeamPage() {
  const { t } = useTranslation('staff');
  return (
    <DeskLayout title={t('team.title')} current="team">
      <div className={`${styles.page} ${styles.wide}`}>
        <h1>{t('team.title')}</h1>
        <TeamPanel />
      </div>
    </DeskLayout>
  );
}
