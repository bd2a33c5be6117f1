/**
 * What a locked desk shows instead of its page (docs/staff-desk.md "Idle desks"): signed out
 * after 30 minutes without input, or the session ended elsewhere (signed out, expired,
 * disabled). No patient data, no reconnecting: a way back to the same page through the sign-in
 * (`returnTo`), as a full page load so nothing of the old page stays in memory.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import styles from './desk.module.css';

export type DeskLockReason = 'idle' | 'ended';

/** The sign-in page, returning to `path` (a desk path without the locale) afterwards. */
export function signInAgainHref(locale: string, path: string): string {
  return `/${locale}/staff/sign-in?returnTo=${encodeURIComponent(`/${locale}${path}`)}`;
}

export function DeskLock({ reason, href }: { reason: DeskLockReason; href: string }) {
  const { t } = useTranslation('staff');
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards start on the news, not wherever focus was in the old page.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.lock} aria-labelledby="desk-lock-title" data-testid="desk-lock">
      <h1 id="desk-lock-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t(`deskLock.${reason}.title`)}
      </h1>
      <p>{t(`deskLock.${reason}.body`)}</p>
      <a className={styles.primary} href={href}>
        {t('deskLock.signInAgain')}
      </a>
    </section>
  );
}
