import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { StepProgress, type ProgressStep } from '@/components/StepProgress/StepProgress';
import { LegalLinks } from '@/features/legal/LegalLinks';
import { LocaleSwitch } from './LocaleSwitch';
import styles from './Layout.module.css';

export interface LayoutProps {
  /** The page's own title; the site name is appended. */
  title: string;
  /** A booking step: shows where the visitor is in the flow under the header. */
  step?: ProgressStep;
  children: ReactNode;
}

/**
 * Header with logo text and locale switches (and on booking steps the step progress), the
 * main landmark and a footer.
 */
export function Layout({ title, step, children }: LayoutProps) {
  const { t } = useTranslation('common');
  const siteName = t('site.name');
  return (
    <>
      <Head>
        <title>{`${title} – ${siteName}`}</title>
      </Head>
      <a href="#main" className={styles.skipLink}>
        {t('site.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link href="/check-up" prefetch={false} className={styles.logo} aria-label={t('site.homeLink')}>
            <span className={styles.logoMark} aria-hidden="true" />
            <span>{siteName}</span>
          </Link>
          <LocaleSwitch />
        </div>
        {step && (
          <div className={styles.progressBand}>
            <StepProgress current={step} />
          </div>
        )}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>{t('site.footerNote')}</p>
          <p>{t('site.footerContact')}</p>
          <LegalLinks />
        </div>
      </footer>
    </>
  );
}
