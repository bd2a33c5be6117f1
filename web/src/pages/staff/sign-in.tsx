import { useRouter } from 'next/router';
import { SignInForm } from '@/features/staff/auth/SignInForm';
import styles from '@/features/staff/auth/staff.module.css';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffSignInPage() {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  return (
    <DeskLayout title={t('signIn.title')} bare>
      <div className={styles.page}>
        <h1>{t('signIn.title')}</h1>
        <p>{t('signIn.intro')}</p>
        {router.isReady && <SignInForm token={token} />}
      </div>
    </DeskLayout>
  );
}
