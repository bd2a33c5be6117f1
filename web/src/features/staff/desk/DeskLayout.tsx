/**
 * The frame of every desk page: a header with the desk's sections (admin-only ones for admins),
 * the language switch (the staff member's choice: the page in the other language) and sign-out.
 * It also locks the desk (docs/staff-desk.md "Idle desks"): after 30 minutes without input
 * (useIdleLock) it ends the session and shows DeskLock instead of the page; when the session
 * ended otherwise (a 401 `staff-sign-in-required` to a desk request, the event stream's
 * `ended`: ./sessionEnd.ts) it shows DeskLock too.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, localeFor, marketOf, toLocale } from '@/i18n/locales';
import { apiFetch } from '@/lib/fetcher';
import { DeskLock, signInAgainHref, type DeskLockReason } from './DeskLock';
import { isSessionEnd, onStaffSessionEnded, staffSessionEnded } from './sessionEnd';
import { forgetSearch } from './searchMemory';
import { useIdleLock } from './useIdleLock';
import { useStaffMe } from './useStaffMe';
import styles from './desk.module.css';

/** Any read inside the desk that finds the session gone locks it (the reads' own hooks aside). */
const deskReads = {
  onError: (error: unknown) => {
    if (isSessionEnd(error)) staffSessionEnded();
  },
};

type Section =
  | 'day'
  | 'search'
  | 'blocks'
  | 'book'
  | 'waitlist'
  | 'screening'
  | 'insights'
  | 'team'
  | 'audit'
  | 'webhooks'
  | 'account';

const SECTIONS: {
  key: Section;
  href: string;
  adminOnly?: boolean;
  reception?: boolean;
  /** The safety questionnaire's review: clinical and admin (docs/screening.md "At the desk"). */
  clinical?: boolean;
}[] = [
  { key: 'day', href: '/staff' },
  { key: 'search', href: '/staff/search', reception: true },
  { key: 'blocks', href: '/staff/blocks', reception: true },
  { key: 'book', href: '/staff/book', reception: true },
  { key: 'waitlist', href: '/staff/waitlist' },
  { key: 'screening', href: '/staff/screening', clinical: true },
  { key: 'insights', href: '/staff/insights', reception: true },
  { key: 'team', href: '/staff/team', adminOnly: true },
  { key: 'audit', href: '/staff/audit', adminOnly: true },
  { key: 'webhooks', href: '/staff/webhooks', adminOnly: true },
  { key: 'account', href: '/staff/account' },
];

export function DeskLayout({
  title,
  current,
  children,
  wide,
  bare,
  returnPath,
  skipTo,
}: {
  title: string;
  current?: Section;
  children: ReactNode;
  /** The day view uses the whole width for its rooms. */
  wide?: boolean;
  /** Sign-in and enrolment: no sections, no account (nobody is signed in yet). */
  bare?: boolean;
  /** Where signing in again after a lock returns to (a desk path); else this page's URL. */
  returnPath?: string;
  /** A skip link past the header to the page's own work (the day's grid). */
  skipTo?: { href: string; label: string };
}) {
  const { t } = useTranslation('desk');
  const router = useRouter();
  const [lock, setLock] = useState<DeskLockReason | null>(null);
  const guarded = !bare && !lock;
  const me = useStaffMe(guarded);
  const { mutate } = useSWRConfig();
  useEffect(() => (guarded ? onStaffSessionEnded(() => setLock('ended')) : undefined), [guarded]);
  const lockIdle = useCallback(() => {
    setLock('idle');
    // The server ends it too; it would at its own idle end anyway, so a failure is ignored.
    void apiFetch('/api/staff/sign-out', { method: 'POST', body: { everywhere: false } }).catch(
      () => undefined,
    );
  }, []);
  useIdleLock({ active: guarded, onIdle: lockIdle });
  // Nothing read before the lock stays in memory to be shown again (back button, another page).
  useEffect(() => {
    if (!lock) return;
    forgetSearch();
    void mutate(() => true, undefined, { revalidate: false });
  }, [lock, mutate]);
  const locale = toLocale(router.locale);
  const other = localeFor(marketOf(locale), languageOf(locale) === 'de' ? 'en' : 'de');
  const role = me.data?.role;
  const visible = SECTIONS.filter(
    (s) =>
      (!s.adminOnly || role === 'admin') &&
      (!s.reception || (role && role !== 'viewer')) &&
      (!s.clinical || role === 'clinical' || role === 'admin'),
  );
  if (lock)
    return (
      <div className={styles.shell}>
        <Head>
          <title>{t('title')}</title>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
        <header className={styles.header}>
          <span className={styles.brand}>{t('title')}</span>
        </header>
        <main id="main" className={styles.main}>
          <DeskLock reason={lock} href={signInAgainHref(locale, returnPath ?? router.asPath)} />
        </main>
      </div>
    );
  return (
    <div className={styles.shell}>
      <Head>
        <title>{`${title} · ${t('title')}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {skipTo && (
        <a className={styles.skipLink} href={skipTo.href}>
          {skipTo.label}
        </a>
      )}
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
            <button
              type="button"
              className={`link-button ${styles.linkButton}`}
              onClick={() => void me.signOut()}
            >
              {t('nav.signOut')}
            </button>
          )}
        </div>
      </header>
      <main id="main" className={wide ? styles.mainWide : styles.main}>
        <SWRConfig value={deskReads}>{children}</SWRConfig>
      </main>
    </div>
  );
}
