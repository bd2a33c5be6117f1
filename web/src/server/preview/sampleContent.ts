/**
 * The email preview's sample booking made of the content in scope (draft content inside
 * withDraftReads), shared by the preview page and its receipt route (docs/preview.md).
 */
import { vercelStegaClean } from '@vercel/stega';
import { contentForLocale } from '@/i18n/germanyGerman';
import type { Locale } from '@/i18n/locales';
import {
  PAGE_BUILD,
  getEmailTexts,
  getLocations,
  getPackages,
  getReceiptIssuer,
  getServices,
  getSiteSettings,
} from '@/server/content';
import type { EmailText } from '@/server/content/model';
import type { StegaEncoder } from '@/server/content/stega';
import { emailTextsFrom } from '@/server/notify';
import type { ReceiptVariant } from '@/shared/previewVariants';
import { sampleEmailData, type EmailTextShown, type SampleEmailData } from './sampleEmail';
import { renderSampleReceipt } from './sampleReceipt';

/**
 * The sample booking in `locale`, from unmarked content, as the worker renders it: the renderer
 * builds links (calendar, map) from it. The email texts' documents come with it, for the marks
 * of the list beside the email.
 */
export async function loadSampleEmailData(
  locale: Locale,
): Promise<{ data: SampleEmailData; emailTexts: EmailText[] }> {
  const [packages, services, locations, settings, emailTexts] = await Promise.all([
    getPackages(PAGE_BUILD),
    getServices(PAGE_BUILD),
    getLocations(PAGE_BUILD),
    getSiteSettings(PAGE_BUILD),
    getEmailTexts(PAGE_BUILD),
  ]);
  const plain = <T>(value: T): T => vercelStegaClean(value);
  const data = sampleEmailData(
    {
      packages: plain(contentForLocale(packages, locale)),
      services: plain(contentForLocale(services, locale)),
      locations: plain(contentForLocale(locations, locale)),
      settings,
      texts: emailTextsFrom(emailTexts),
    },
    locale,
  );
  return { data, emailTexts };
}

/** The sample receipt in `locale`: its PDF and the texts it prints. */
export async function sampleReceipt(
  locale: Locale,
  variant: ReceiptVariant,
  encode: StegaEncoder | null,
): Promise<{ pdf: Uint8Array; texts: EmailTextShown[] }> {
  const { data, emailTexts } = await loadSampleEmailData(locale);
  const issuer = await getReceiptIssuer(data.locationId ?? '', PAGE_BUILD);
  return renderSampleReceipt(data, vercelStegaClean(issuer), variant, emailTexts, encode);
}

export async function sampleReceiptPdf(
  locale: Locale,
  variant: ReceiptVariant,
): Promise<Uint8Array> {
  return (await sampleReceipt(locale, variant, null)).pdf;
}
