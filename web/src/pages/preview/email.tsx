/**
 * /{locale}/preview/email?kind=…: in draft preview only (Studio's Presentation, docs/preview.md),
 * one email as the job worker renders it, in the page's language and market, with the draft
 * email texts and a sample booking for its {{placeholders}}, and beside it the email's texts,
 * each a click target to its field in Studio. The booking's emails and the waitlist's; an unknown
 * kind and any request outside draft mode: 404.
 */
import type { GetServerSideProps } from 'next';
import { z } from 'zod';
import { Layout } from '@/features/layout/Layout';
import { useTranslation } from '@/i18n/useTranslation';
import { toLocale } from '@/i18n/locales';
import { useRouter } from 'next/router';
import { pageTranslations, type PageBaseProps } from '@/i18n/pageTranslations';
import { withDraftReads } from '@/server/content/draftScope';
import { EMAIL_KINDS, WAITLIST_EMAIL_KINDS } from '@/server/jobs/queues';
import {
  STAFF_PREVIEW_KINDS,
  variantsOf,
  type EmailVariant,
  type ReceiptVariant,
  type StaffVariant,
} from '@/shared/previewVariants';
import shared from '@/styles/steps.module.css';
import styles from '@/features/preview/EmailPreview.module.css';
import { EmailTextList } from '@/features/preview/EmailTextList';
import { stegaClean } from '@/lib/stegaClean';
import type { EmailTextShown } from '@/server/preview/sampleEmail';

type Props = PageBaseProps & {
  kind: PreviewKind;
  /** The kind's variant shown (its first by default); null for a kind without variants. */
  variant: string | null;
  /** The email as the worker renders it (no edit marks), its attachments' names; null for the receipt. */
  email: { subject: string; html: string; text: string; attachments: string[] } | null;
  /** Its email texts, each marked with its Studio field. */
  texts: EmailTextShown[];
  draftMode: true;
};

/**
 * The booking's emails, the waitlist's, the staff's sign-in emails and channel message, and the
 * receipt; no kind is the booking confirmation.
 */
const PREVIEW_KINDS = [
  ...EMAIL_KINDS,
  ...WAITLIST_EMAIL_KINDS,
  ...STAFF_PREVIEW_KINDS,
  'receipt',
] as const;
type PreviewKind = (typeof PREVIEW_KINDS)[number];
const querySchema = z.object({
  kind: z.enum(PREVIEW_KINDS).default('booking-confirmation'),
  variant: z.string().max(40).optional(),
});

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  if (!context.draftMode) return { notFound: true };
  // An unknown kind or variant is not found, never another email shown in its place.
  const query = querySchema.safeParse({
    kind: context.query.kind,
    variant: context.query.variant,
  });
  if (!query.success) return { notFound: true };
  const { kind } = query.data;
  const variants: readonly string[] = variantsOf(kind);
  const variant = query.data.variant ?? variants[0] ?? null;
  if (variant !== null && !variants.includes(variant)) return { notFound: true };
  const locale = toLocale(context.locale);
  // Server-only modules, loaded here so the page's browser bundle stays without them.
  const [sampleContent, sample, stega] = await Promise.all([
    import('@/server/preview/sampleContent'),
    import('@/server/preview/sampleEmail'),
    import('@/server/content/stega'),
  ]);
  return withDraftReads(async () => {
    const base = await pageTranslations(context.locale, '/preview/email');
    const encode = await stega.draftStegaEncoder();
    if (kind === 'receipt') {
      const { texts } = await sampleContent.sampleReceipt(
        locale,
        variant as ReceiptVariant,
        encode,
      );
      return { props: { ...base, kind, variant, email: null, texts, draftMode: true as const } };
    }
    const { data, emailTexts } = await sampleContent.loadSampleEmailData(locale);
    // The email's texts are marked in the list beside it: the overlay cannot reach into its frame.
    const { mail, texts } = sample.renderSampleEmailWithTexts(
      kind,
      data,
      emailTexts,
      encode,
      (variant ?? undefined) as EmailVariant | StaffVariant | undefined,
    );
    return {
      props: {
        ...base,
        kind,
        variant,
        email: {
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: (mail.attachments ?? []).map((a) => a.filename),
        },
        texts,
        draftMode: true as const,
      },
    };
  });
};

export default function EmailPreviewPage({ kind, variant, email, texts }: Props) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const title = email ? t('preview.emailTitle') : t('preview.receiptTitle');
  // The subject as the list has it, with its edit mark.
  const subject = email
    ? (texts.find((x) => stegaClean(x.text) === email.subject)?.text ?? email.subject)
    : null;
  // The texts beside the email or the receipt, each marked with its Studio field.
  const textList = (of: 'email' | 'receipt') => (
    <EmailTextList
      texts={texts}
      title={t(`preview.${of}Texts`)}
      note={t(`preview.${of}TextsNote`)}
    />
  );
  const receiptSrc = `/api/preview/receipt?${new URLSearchParams({
    locale: toLocale(locale),
    variant: variant ?? 'statement',
  })}`;
  return (
    <Layout title={title}>
      <div className={shared.step}>
        <h1>{title}</h1>
        <p>{t('preview.emailNote')}</p>
        <nav aria-label={stegaClean(t('preview.emailKinds'))}>
          <ul className={styles.kinds}>
            {PREVIEW_KINDS.map((k) => (
              <li key={k}>
                <a
                  href={`?kind=${k}`}
                  aria-current={k === kind && variantsOf(k).length === 0 ? 'page' : undefined}
                >
                  {t(`preview.kinds.${k}`)}
                </a>
                {variantsOf(k).length > 0 && (
                  <ul className={styles.variants}>
                    {variantsOf(k).map((v) => (
                      <li key={v}>
                        <a
                          href={`?kind=${k}&variant=${v}`}
                          aria-current={k === kind && v === variant ? 'page' : undefined}
                        >
                          {t(`preview.variants.${v}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {email && subject !== null ? (
          <>
            {/* The staff channel's message has no subject. */}
            {email.subject !== '' && (
              <p data-testid="email-subject">
                <strong>{t('preview.emailSubject')}:</strong> {subject}
              </p>
            )}
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
              {textList('email')}
            </div>
            {email.attachments.length > 0 && (
              <p data-testid="email-attachments">
                <strong>{t('preview.emailAttachments')}:</strong>{' '}
                {email.attachments
                  .map((name) => texts.find((x) => stegaClean(x.text) === name)?.text ?? name)
                  .join(', ')}
              </p>
            )}
            <details>
              <summary>{t('preview.emailText')}</summary>
              <pre className={styles.text}>{email.text}</pre>
            </details>
          </>
        ) : (
          <div className={styles.layout}>
            {/* The PDF as the patient gets it, from the site itself (draft mode frames 'self'). */}
            <iframe
              className={styles.frame}
              title={stegaClean(t('preview.receiptTitle'))}
              src={receiptSrc}
              data-testid="receipt-pdf"
            />
            {textList('receipt')}
          </div>
        )}
      </div>
    </Layout>
  );
}
