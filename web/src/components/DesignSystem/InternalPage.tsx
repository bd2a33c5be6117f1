import Head from 'next/head';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/** An internal page without layout (SPEC 2): its title from the common texts, never indexed. */
export function InternalPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t(titleKey)}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {children}
    </>
  );
}
