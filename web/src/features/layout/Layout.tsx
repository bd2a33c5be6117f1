import Head from 'next/head';
import Link from 'next/link';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { StepProgress, type ProgressStep } from '@/features/booking/StepProgress/StepProgress';
import { LegalLinks } from '@/features/legal/LegalLinks';
import { stegaClean } from '@/lib/stegaClean';
import { LocaleSwitch } from './LocaleSwitch';
import styles from './Layout.module.css';

export interface LayoutProps {
  /** The page's own title; the site name is appended. */
  title: string;
  /** A booking step: shows where the visitor is in the flow under the header. */
  step?: ProgressStep;
  /** A personal page behind a signed link (manage, the waitlist's links): never indexed. */
  noIndex?: boolean;
  children: ReactNode;
}

/**
 * The document title. Memoised: next/head rewrites the document's head after every render of
 * a <Head> (its effects have no dependencies), and a step's layout renders again with each
 * change of the booking store, several times while a step starts.
 */
const PageTitle = memo(function PageTitle({ text }: { text: string }) {
  return (
    <Head>
      {/* Draft preview marks texts for click-to-edit; a title shows them nowhere. */}
      <title>{stegaClean(text)}</title>
    </Head>
  );
});

/**
 * Header with logo text and locale switches (and on booking steps the step progress), the
 * main landmark and a footer.
 */
export function Layout({ title, step, noIndex, children }: LayoutProps) {
  const { t } = useTranslation('common');
  const siteName = t('site.name');
  return (
    <>
      <PageTitle text={`${title} – ${siteName}`} />
      {noIndex && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <a href="#main" className={styles.skipLink}>
        {t('site.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link href="/check-up" prefetch={false} className={styles.logo} aria-label={stegaClean(t('site.homeLink'))}>
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
