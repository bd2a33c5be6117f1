/**
 * The frames of the staff area's own pages: an admin panel (team, audit), and a page reached by
 * an emailed link with ?token=… (sign-in, enrolment).
 */
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import { useTranslation } from '@/i18n/useTranslation';
import styles from './staff.module.css';

/**
 * Admins only: the API answers 401/403 to everyone else, which the panel shows. The title is
 * the panel's `<current>.title` in the staff texts.
 */
export function AdminPanelPage({
  current,
  children,
}: {
  current: 'team' | 'audit';
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const title = t(`${current}.title`);
  return (
    <DeskLayout title={title} current={current}>
      <div className={`${styles.page} ${styles.wide}`}>
        <h1>{title}</h1>
        {children}
      </div>
    </DeskLayout>
  );
}

/**
 * Nobody is signed in yet (a bare desk frame); the form gets the link's token once the router
 * has read the query, null when the link has none.
 */
export function TokenLinkPage({
  title,
  intro,
  form,
}: {
  title: string;
  intro?: ReactNode;
  form: (token: string | null) => ReactNode;
}) {
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  return (
    <DeskLayout title={title} bare>
      <div className={styles.page}>
        <h1>{title}</h1>
        {intro}
        {router.isReady && form(token)}
      </div>
    </DeskLayout>
  );
}
