import styles from '@/features/staff/auth/staff.module.css';
import { BackupCodesPanel } from '@/features/staff/auth/BackupCodesPanel';
import { PasskeyPanel } from '@/features/staff/auth/PasskeyPanel';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useTranslation } from '@/i18n/useTranslation';

export const getStaticProps = staffStaticProps(['staff']);

/**
 * Every signed-in staff member: their own sign-in (passkeys, new backup codes; changes ask for
 * a fresh second factor in place, docs/staff-desk.md "Recovery").
 */
export default function StaffAccountPage() {
  const { t } = useTranslation('staff');
  return (
    <DeskLayout title={t('account.title')} current="account">
      <div className={styles.page}>
        <h1>{t('account.title')}</h1>
        <PasskeyPanel />
        <BackupCodesPanel />
      </div>
    </DeskLayout>
  );
}
