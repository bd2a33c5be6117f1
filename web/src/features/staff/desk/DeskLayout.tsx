/**
 * The frame of every desk page: a header with the desk's sections (admin-only ones for admins),
 * the language switch (the staff member's choice: the page in the other language) and sign-out.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, localeFor, marketOf, toLocale } from '@/i18n/locales';
import { useStaffMe } from './useStaffMe';
import styles from './desk.module.css';

type Section = 'day' | 'search' | 'book' | 'waitlist' | 'team' | 'audit' | 'account';

const SECTIONS: { key: Section; href: string; adminOnly?: boolean; reception?: boolean }[] = [
  { key: 'day', href: '/staff' },
  { key: 'search', href: '/staff/search', reception: true },
  { key: 'book', href: '/staff/book', reception: true },
  { key: 'waitlist', href: '/staff/waitlist' },
  { key: 'team', href: '/staff/team', adminOnly: true },
  { key: 'audit', href: '/staff/audit', adminOnly: true },
  { key: 'account', href: '/staff/account' },
];

export function DeskLayout({
  title,
  current,
  children,
  wide,
  bare,
}: {
  title: string;
  current?: Section;
  children: ReactNode;
  /** The day view uses the whole width for its rooms. */
  wide?: boolean;
  /** Sign-in and enrolment: no sections, no account (nobody is signed in yet). */
  bare?: boolean;
}) {
  const { t } = useTranslation('desk');
  const router = useRouter();
  const me = useStaffMe(!bare);
  const locale = toLocale(router.locale);
  const other = localeFor(marketOf(locale), languageOf(locale) === 'de' ? 'en' : 'de');
  const role = me.data?.role;
  const visible = SECTIONS.filter(
    (s) => (!s.adminOnly || role === 'admin') && (!s.reception || (role && role !== 'viewer')),
  );
  return (
    <div className={styles.shell}>
      <Head>
        <title>{`${title} · ${t('title')}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <header className={styles.header}>
        <span className={styles.brand}>{t('title')}</span>
        {!bare && (
          <nav aria-label={t('nav.label')} className={styles.nav}>
            <ul>
              {visible.map((s) => (
                <li key={s.key}>
                  <Link href={s.href} aria-current={s.key === current ? 'page' : undefined}>
                    {t(`nav.${s.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.account}>
          <Link
            href={{ pathname: router.pathname, query: router.query }}
            locale={other}
            lang={languageOf(other)}
          >
            {t('nav.language')}
          </Link>
          {me.data && <span className={styles.who}>{me.data.name || me.data.email}</span>}
          {!bare && (
            <button type="button" className={styles.linkButton} onClick={() => void me.signOut()}>
              {t('nav.signOut')}
            </button>
          )}
        </div>
      </header>
      <main id="main" className={wide ? styles.mainWide : styles.main}>
        {children}
      </main>
    </div>
  );
}
