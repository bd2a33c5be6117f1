/**
 * The content API of the web app: typed, zod-checked reads. A document that does not pass
 * its schema is left out and logged, so one broken edit in Studio never takes a page down.
 */
import { log } from '../log';
import {
  checkupPackageSchema,
  discountCodeSchema,
  emailTextSchema,
  errorMessageSchema,
  pageMetaSchema,
  locationSchema,
  redirectSchema,
  serviceSchema,
  siteSettingsSchema,
  uiTextSchema,
  type CheckupPackage,
  type DiscountCode,
  type ErrorMessage,
  type PageMeta,
  type Location,
  type Redirect,
  type Service,
  type SiteSettings,
  type UiText,
  type EmailText,
} from './model';
import {
  catalogQuery,
  discountCodeQuery,
  emailTextsQuery,
  errorMessagesQuery,
  pageMetaQuery,
  locationsQuery,
  packagesQuery,
  redirectsQuery,
  servicesQuery,
  siteSettingsQuery,
  uiTextsQuery,
} from './queries';
import type { ContentProblem } from './problems';
import { onContentProblem, validDocuments } from './valid';
import { loadScreening } from './screening';
import { priceLabels, type PriceLabels, type PriceTextEntry } from './price-labels';
import { readsDrafts } from './draftScope';
import { draftStegaEncoder, encodeFields } from '@/server/content/stega';
import { getContentSource, type ContentSource, type FetchOptions } from './source';
import { SETTINGS_DEFAULTS } from 'schemas/src/defaults';

export * from './model';
export { PAGE_BUILD } from './source';
export { getReceiptIssuer, mergeReceiptIssuer, type ReceiptIssuer } from './issuer';
export type { ContentProblem } from './problems';
export {
  getScreening,
  outcomeOf,
  precheckQuestions,
  questionsFor,
  ScreeningUnavailableError,
  type Screening,
  type ScreeningAnswer,
  type ScreeningBooking,
  type ScreeningConsent,
  type ScreeningOutcome,
  type ScreeningQuestion,
  type ScreeningSection,
} from './screening';

export { onContentProblem, validDocuments } from './valid';

/** Every published document of the site's types that its model leaves out, now. */
export async function findContentProblems(options?: FetchOptions): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const stop = onContentProblem((p) => problems.push(p));
  try {
    await Promise.all([
      // Loaded afresh, never the memo: problems are reported while a catalogue is validated.
      loadCatalog({ fresh: true, ...options }),
      getErrorMessages({ fresh: true, ...options }),
      // A broken questionnaire is never half shown: it is reported whole (docs/screening.md).
      loadScreening({ fresh: true, ...options }),
    ]);
  } finally {
    stop();
  }
  return problems;
}

/** Site settings fall back to safe defaults when the singleton is missing or broken. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  ...SETTINGS_DEFAULTS,
  clinicName: 'Check-up Clinic',
  clinicEmail: 'info@checkup-clinic.ch',
  clinicPhone: null,
  clinicAddress: null,
  termsUrl_en: null,
  termsUrl_de: null,
  privacyUrl_en: null,
  privacyUrl_de: null,
  imprintUrl_en: null,
  imprintUrl_de: null,
  // Off while Settings cannot be read (Studio starts new Settings with both on): no webhook
  // or staff channel is called on defaults nobody chose.
  idleWebhookEnabled: false,
  staffChannelEnabled: false,
  gtmId: null,
};

function validSettings(doc: unknown): SiteSettings {
  if (doc == null) return DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse(doc);
  if (parsed.success) return parsed.data;
  log.warn('content-document-invalid', { type: 'siteSettings', id: 'siteSettings' });
  // A bad GTM id must not switch off deposits: keep what is valid.
  const partial = siteSettingsSchema.partial().safeParse({ ...(doc as object), gtmId: undefined });
  return { ...DEFAULT_SITE_SETTINGS, ...(partial.success ? partial.data : {}), gtmId: null };
}

// In draft preview (./draftScope.ts) every read sees drafts.
const fetchContent = <R>(query: string, params?: Record<string, unknown>, options?: FetchOptions) =>
  getContentSource().fetch<R>(
    query,
    params,
    readsDrafts() ? { ...options, drafts: true } : options,
  );

/** `names` in each language column: en, de and Germany German (de_DE). */
const inLanguages = (...names: string[]) =>
  names.flatMap((name) => [`${name}_en`, `${name}_de`, `${name}_de_DE`]);

/**
 * The words visitors read of each document type, marked with their Studio field in draft
 * preview (server/content/stega.ts); published reads return them as stored.
 */
export const VISIBLE_TEXT_FIELDS = {
  checkupPackage: inLanguages('title', 'title_two_persons', 'description', 'preparation'),
  service: inLanguages('title', 'description', 'modal_text', 'modal_info_text'),
  location: inLanguages('title', 'address'),
} as const;

async function markedForPreview<T extends { id: string }>(
  type: keyof typeof VISIBLE_TEXT_FIELDS,
  documents: T[],
): Promise<T[]> {
  const encode = await draftStegaEncoder();
  return encode ? encodeFields(documents, type, VISIBLE_TEXT_FIELDS[type], encode) : documents;
}

export async function getPackages(options?: FetchOptions): Promise<CheckupPackage[]> {
  return markedForPreview(
    'checkupPackage',
    validDocuments(
      'checkupPackage',
      checkupPackageSchema,
      await fetchContent(packagesQuery, {}, options),
    ),
  );
}

export async function getServices(options?: FetchOptions): Promise<Service[]> {
  return markedForPreview(
    'service',
    validDocuments('service', serviceSchema, await fetchContent(servicesQuery, {}, options)),
  );
}

export async function getLocations(options?: FetchOptions): Promise<Location[]> {
  return markedForPreview(
    'location',
    validDocuments('location', locationSchema, await fetchContent(locationsQuery, {}, options)),
  );
}

export async function getErrorMessages(options?: FetchOptions): Promise<ErrorMessage[]> {
  return validDocuments(
    'errorMessage',
    errorMessageSchema,
    await fetchContent(errorMessagesQuery, {}, options),
  );
}

export async function getPageMeta(options?: FetchOptions): Promise<PageMeta[]> {
  return validDocuments('pageMeta', pageMetaSchema, await fetchContent(pageMetaQuery, {}, options));
}

export async function getSiteSettings(options?: FetchOptions): Promise<SiteSettings> {
  return validSettings(await fetchContent(siteSettingsQuery, {}, options));
}

export async function getRedirects(options?: FetchOptions): Promise<Redirect[]> {
  return validDocuments(
    'redirect',
    redirectSchema,
    await fetchContent(redirectsQuery, {}, options),
  );
}

/** The discount code document matching `code` case-insensitively, or null. Always fresh. */
export async function findDiscountCode(code: string): Promise<DiscountCode | null> {
  const doc = await fetchContent<unknown>(
    discountCodeQuery,
    { code: code.trim() },
    { fresh: true },
  );
  if (doc == null) return null;
  return validDocuments('discountCode', discountCodeSchema, [doc])[0] ?? null;
}

export type Catalog = {
  packages: CheckupPackage[];
  services: Service[];
  locations: Location[];
  settings: SiteSettings;
  /** The price summary's own words: Site texts over the locale files (server/content/price-labels.ts). */
  priceLabels?: PriceLabels;
};

// The catalogue of the local dataset per file revision: every availability request needs it,
// and evaluating GROQ plus validating each time was a fifth of a slot request's CPU (docs/
// performance.md). The same objects also let the slot engine's per-location memos hit.
let catalogMemo: { source: ContentSource; revision: string; catalog: Promise<Catalog> } | null =
  null;

export function getCatalog(options?: FetchOptions): Promise<Catalog> {
  const source = getContentSource();
  const revision = source.revision?.();
  // Draft preview reads unpublished content: never from, nor into, the published memo.
  if (revision === undefined || options?.drafts || readsDrafts()) return loadCatalog(options);
  if (catalogMemo?.source === source && catalogMemo.revision === revision)
    return catalogMemo.catalog;
  const catalog = loadCatalog(options);
  const memo = (catalogMemo = { source, revision, catalog });
  catalog.catch(() => {
    if (catalogMemo === memo) catalogMemo = null;
  });
  return catalog;
}

/** The price texts as Studio returns them; anything malformed counts as absent (fallback). */
function priceTextEntries(raw: unknown): PriceTextEntry[] {
  const parsed = uiTextSchema.shape.entries.safeParse(raw ?? []);
  return parsed.success ? parsed.data : [];
}

async function loadCatalog(options?: FetchOptions): Promise<Catalog> {
  const raw = await fetchContent<{
    packages: unknown;
    services: unknown;
    locations: unknown;
    settings: unknown;
    priceTexts: unknown;
  }>(catalogQuery, {}, options);
  return {
    packages: validDocuments('checkupPackage', checkupPackageSchema, raw.packages),
    services: validDocuments('service', serviceSchema, raw.services),
    locations: validDocuments('location', locationSchema, raw.locations),
    settings: validSettings(raw.settings),
    priceLabels: priceLabels(priceTextEntries(raw.priceTexts)),
  };
}

/** Published site texts of `namespaces` (merged over the locale files by pageTranslations). */
export async function getUiTexts(
  namespaces: readonly string[],
  options?: FetchOptions,
): Promise<UiText[]> {
  return validDocuments(
    'uiText',
    uiTextSchema,
    await fetchContent(uiTextsQuery, { namespaces: [...namespaces] }, options),
  );
}

/** Published email wording (merged over the built-in texts by server/notify/emailTexts.ts). */
export async function getEmailTexts(options?: FetchOptions): Promise<EmailText[]> {
  return validDocuments(
    'emailText',
    emailTextSchema,
    await fetchContent(emailTextsQuery, {}, options),
  );
}
