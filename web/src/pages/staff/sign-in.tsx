import { useRouter } from 'next/router';
import { SignInForm } from '@/features/staff/auth/SignInForm';
import { TokenLinkPage } from '@/features/staff/auth/StaffPages';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffSignInPage() {
  const { t } = useTranslation('staff');
  // docs/staff-desk.md "Recovery": the lock screen sends the day it showed; SignInForm checks it.
  const { query } = useRouter();
  const returnTo = typeof query.returnTo === 'string' ? query.returnTo : null;
  return (
    <TokenLinkPage
      title={t('signIn.title')}
      intro={<p>{t('signIn.intro')}</p>}
      form={(token) => <SignInForm token={token} returnTo={returnTo} />}
    />
  );
}
