import { Layout } from '@/components/Layout/Layout';
import { TeamPanel } from '@/features/staff/auth/TeamPanel';
import styles from '@/features/staff/auth/staff.module.css';
import { translatedStaticProps } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = translatedStaticProps('/staff/team', ['staff']);

/** Admins only: the API answers 401/403 to everyone else, which the panel shows. */
export default function StaffTeamPage() {
  const { t } = useTranslation('staff');
  return (
    <Layout title={t('team.title')}>
      <div className={`${styles.page} ${styles.wide}`}>
        <h1>{t('team.title')}</h1>
        <TeamPanel />
      </div>
    </Layout>
  );
}
