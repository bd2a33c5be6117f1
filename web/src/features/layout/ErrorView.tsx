import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import { Layout } from './Layout';
import styles from './StepPage.module.css';

/** The requested path as the visitor typed it (percent-decoding when possible). */
function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The requested path, known only in the browser: the 404 page is static, so it is read after
 * hydration (null before, and on the server).
 */
function useRequestedPath(enabled: boolean): string | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    // After hydration, so server and first client render agree; React escapes the text.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (enabled) setPath(readablePath(window.location.pathname));
  }, [enabled]);
  return path;
}

/**
 * The generic error page (SPEC 2, 8): 404 "Page Not Found" with the message
 * "Page Not Found: {path}", otherwise "Internal Server Error" (also the error boundary's view).
 */
export function ErrorView({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation('common');
  const path = useRequestedPath(status === 404);
  const title = status === 404 ? t('errorPage.notFoundTitle') : t('errorPage.serverErrorTitle');
  const text = status === 404 ? t('errorPage.notFoundText') : t('errorPage.serverErrorText');
  return (
    <Layout title={title}>
      <section className={styles.step} aria-labelledby="error-title" data-status={status}>
        <p>{t('errorPage.status', { status })}</p>
        <h1 id="error-title">{title}</h1>
        {path !== null && (
          // A long path breaks anywhere rather than leaving the card on phones.
          <p data-testid="error-message" style={{ overflowWrap: 'anywhere' }}>
            {t('errorPage.notFoundPath', { path })}
          </p>
        )}
        <p>{text}</p>
        <Button href="/check-up" variant="primary" size="L" icon="chevron-left">
          {t('errorPage.backToCheckup')}
        </Button>
      </section>
    </Layout>
  );
}
