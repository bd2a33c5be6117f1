import { useRouter } from 'next/router';
import { Layout } from '@/components/Layout/Layout';
import { SignInForm } from '@/features/staff/auth/SignInForm';
import styles from '@/features/staff/auth/staff.module.css';
import { translatedStaticProps } from '@/i18n/pageTranslations';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = translatedStaticProps('/staff/sign-in', ['staff']);

export default function StaffSignInPage() {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  return (
    <Layout title={t('signIn.title')}>
      <div className={styles.page}>
        <h1>{t('signIn.title')}</h1>
        <p>{t('signIn.intro')}</p>
        {router.isReady && <SignInForm token={token} />}
      </div>
    </Layout>
  );
}
