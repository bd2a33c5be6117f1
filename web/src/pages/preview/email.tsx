/**
 * /{locale}/preview/email?kind=…: in draft preview only (Studio's Presentation, docs/preview.md),
 * one email as the job worker renders it, in the page's language and market, with the draft
 * email texts and a sample booking for its {{placeholders}}, and beside it the email's texts,
 * each a click target to its field in Studio. The booking's emails and the waitlist's; an unknown
 * kind and any request outside draft mode: 404.
 */
import type { GetServerSideProps } from 'next';
import { vercelStegaClean } from '@vercel/stega';
import { z } from 'zod';
import { Layout } from '@/features/layout/Layout';
import { useTranslation } from '@/i18n/useTranslation';
import { contentForLocale } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import { pageTranslations, type PageBaseProps } from '@/i18n/pageTranslations';
import { withDraftReads } from '@/server/content/draftScope';
import { EMAIL_KINDS, WAITLIST_EMAIL_KINDS } from '@/server/jobs/queues';
import shared from '@/styles/steps.module.css';
import styles from '@/features/preview/EmailPreview.module.css';
import { EmailTextList } from '@/features/preview/EmailTextList';
import { stegaClean } from '@/lib/stegaClean';
import type { EmailTextShown, PreviewEmailKind } from '@/server/preview/sampleEmail';

type Props = PageBaseProps & {
  kind: PreviewEmailKind;
  /** The email as the worker renders it: no edit marks. */
  email: { subject: string; html: string; text: string };
  /** Its email texts, each marked with its Studio field. */
  texts: EmailTextShown[];
  draftMode: true;
};

/** The booking's emails and the waitlist's; no kind is the booking confirmation. */
const PREVIEW_KINDS = [...EMAIL_KINDS, ...WAITLIST_EMAIL_KINDS] as const;
const querySchema = z.object({ kind: z.enum(PREVIEW_KINDS).default('booking-confirmation') });

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  if (!context.draftMode) return { notFound: true };
  // An unknown kind is not found, never another email shown in its place.
  const query = querySchema.safeParse({ kind: context.query.kind });
  if (!query.success) return { notFound: true };
  const { kind } = query.data;
  const locale = toLocale(context.locale);
  // Server-only modules, loaded here so the page's browser bundle stays without them.
  const [content, notify, sample, stega] = await Promise.all([
    import('@/server/content'),
    import('@/server/notify'),
    import('@/server/preview/sampleEmail'),
    import('@/server/content/stega'),
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
    // The email is rendered from unmarked content, as the worker renders it: the renderer builds
    // links (calendar, map) from it, and the overlay cannot reach into the email's frame. Its
    // email texts are marked in the list beside it instead.
    const plain = <T,>(value: T): T => vercelStegaClean(value);
    const data = sample.sampleEmailData(
      {
        packages: plain(contentForLocale(packages, locale)),
        services: plain(contentForLocale(services, locale)),
        locations: plain(contentForLocale(locations, locale)),
        settings,
        texts: notify.emailTextsFrom(emailTexts),
      },
      locale,
    );
    const { mail, texts } = sample.renderSampleEmailWithTexts(
      kind,
      data,
      emailTexts,
      await stega.draftStegaEncoder(),
    );
    return {
      props: {
        ...base,
        kind,
        email: { subject: mail.subject, html: mail.html, text: mail.text },
        texts,
        draftMode: true as const,
      },
    };
  });
};

export default function EmailPreviewPage({ kind, email, texts }: Props) {
  const { t } = useTranslation('common');
  // The subject as the list has it, with its edit mark.
  const subject = texts.find((x) => stegaClean(x.text) === email.subject)?.text ?? email.subject;
  return (
    <Layout title={t('preview.emailTitle')}>
      <div className={shared.step}>
        <h1>{t('preview.emailTitle')}</h1>
        <p>{t('preview.emailNote')}</p>
        <nav aria-label={stegaClean(t('preview.emailKinds'))}>
          <ul className={styles.kinds}>
            {PREVIEW_KINDS.map((k) => (
              <li key={k}>
                <a href={`?kind=${k}`} aria-current={k === kind ? 'page' : undefined}>
                  {t(`preview.kinds.${k}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p data-testid="email-subject">
          <strong>{t('preview.emailSubject')}:</strong> {subject}
        </p>
        <div className={styles.layout}>
          {/* The email's own HTML (values escaped by the renderer), in a frame so its styles
            (a <style> block with class rules for phones) stay its own; a srcdoc frame has the
            page's CSP, which runs no inline script. */}
          <iframe
            className={styles.frame}
            title={stegaClean(email.subject)}
            srcDoc={email.html}
            data-testid="email-html"
          />
          <EmailTextList
            texts={texts}
            title={t('preview.emailTexts')}
            note={t('preview.emailTextsNote')}
          />
        </div>
        <details>
          <summary>{t('preview.emailText')}</summary>
          <pre className={styles.text}>{email.text}</pre>
        </details>
      </div>
    </Layout>
  );
}
