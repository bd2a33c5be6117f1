/**
 * /{locale}/preview/email?kind=…: in draft preview only (Studio's Presentation, docs/preview.md),
 * one email as the job worker renders it, in the page's language and market, with the draft
 * email texts and a sample booking for its {{placeholders}}. Outside draft mode: 404.
 */
import type { GetServerSideProps } from 'next';
import { z } from 'zod';
import { Layout } from '@/components/Layout/Layout';
import { useTranslation } from '@/i18n/useTranslation';
import { contentForLocale } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import { pageTranslations, type PageBaseProps } from '@/i18n/pageTranslations';
import { withDraftReads } from '@/server/content/draftScope';
import { EMAIL_KINDS, type EmailKind } from '@/server/jobs/queues';
import shared from '@/styles/steps.module.css';
import styles from '@/features/preview/EmailPreview.module.css';
import { stegaClean } from '@/lib/stegaClean';

type Props = PageBaseProps & {
  kind: EmailKind;
  email: { subject: string; html: string; text: string };
  draftMode: true;
};

const querySchema = z.object({ kind: z.enum(EMAIL_KINDS).catch('booking-confirmation') });

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  if (!context.draftMode) return { notFound: true };
  const { kind } = querySchema.parse({ kind: context.query.kind });
  const locale = toLocale(context.locale);
  // Server-only modules, loaded here so the page's browser bundle stays without them.
  const [content, notify, sample] = await Promise.all([
    import('@/server/content'),
    import('@/server/notify'),
    import('@/server/preview/sampleEmail'),
  ]);
  return withDraftReads(async () => {
    const [base, packages, services, locations, settings, emailTexts] = await Promise.all([
      pageTranslations(context.locale, '/preview/email'),
      content.getPackages(content.PAGE_BUILD),
      content.getServices(content.PAGE_BUILD),
      content.getLocations(content.PAGE_BUILD),
      content.getSiteSettings(content.PAGE_BUILD),
      content.getEmailTexts(content.PAGE_BUILD),
    ]);
    const data = sample.sampleEmailData(
      {
        packages: contentForLocale(packages, locale),
        services: contentForLocale(services, locale),
        locations: contentForLocale(locations, locale),
        settings,
        texts: notify.emailTextsFrom(emailTexts),
      },
      locale,
    );
    const mail = sample.renderSampleEmail(kind, data);
    return {
      props: {
        ...base,
        kind,
        email: { subject: mail.subject, html: mail.html, text: mail.text },
        draftMode: true as const,
      },
    };
  });
};

export default function EmailPreviewPage({ kind, email }: Props) {
  const { t } = useTranslation('common');
  return (
    <Layout title={t('preview.emailTitle')}>
      <div className={shared.step}>
        <h1>{t('preview.emailTitle')}</h1>
        <p>{t('preview.emailNote')}</p>
        <nav aria-label={stegaClean(t('preview.emailKinds'))}>
          <ul className={styles.kinds}>
            {EMAIL_KINDS.map((k) => (
              <li key={k}>
                <a href={`?kind=${k}`} aria-current={k === kind ? 'page' : undefined}>
                  {k}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p data-testid="email-subject">
          <strong>{t('preview.emailSubject')}:</strong> {email.subject}
        </p>
        {/* The email's own HTML, sandboxed: no scripts, no access to the page. */}
        <iframe
          className={styles.frame}
          title={email.subject}
          sandbox=""
          srcDoc={email.html}
          data-testid="email-html"
        />
        <details>
          <summary>{t('preview.emailText')}</summary>
          <pre className={styles.text}>{email.text}</pre>
        </details>
      </div>
    </Layout>
  );
}
