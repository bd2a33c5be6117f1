import { useRouter } from 'next/router';
import { Layout } from '@/components/Layout/Layout';
import { EnrolForm } from '@/features/staff/auth/EnrolForm';
import styles from '@/features/staff/auth/staff.module.css';
import { translatedStaticProps } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = translatedStaticProps('/staff/enrol', ['staff']);

export default function StaffEnrolPage() {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  return (
    <Layout title={t('enrol.title')}>
      <div className={styles.page}>
        <h1>{t('enrol.title')}</h1>
        {router.isReady && <EnrolForm token={token} />}
      </div>
    </Layout>
  );
}
