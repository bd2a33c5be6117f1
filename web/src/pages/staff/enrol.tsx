import { useRouter } from 'next/router';
import { EnrolForm } from '@/features/staff/auth/EnrolForm';
import styles from '@/features/staff/auth/staff.module.css';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffEnrolPage() {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  return (
    <DeskLayout title={t('enrol.title')} bare>
      <div className={styles.page}>
        <h1>{t('enrol.title')}</h1>
        {router.isReady && <EnrolForm token={token} />}
      </div>
    </DeskLayout>
  );
}
