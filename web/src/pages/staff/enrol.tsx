import { EnrolForm } from '@/features/staff/auth/EnrolForm';
import { TokenLinkPage } from '@/features/staff/auth/StaffPages';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

export default function StaffEnrolPage() {
  const { t } = useTranslation('staff');
  return <TokenLinkPage title={t('enrol.title')} form={(token) => <EnrolForm token={token} />} />;
}
