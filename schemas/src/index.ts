/**
 * The Sanity content model of the booking site. Studio (studio/) registers `schemaTypes`;
 * the web app reads the same documents through the GROQ queries in web/src/server/content.
 */
import { checkupPackage } from './documents/checkupPackage';
import { discountCode } from './documents/discountCode';
import { emailText, emailTextEntry } from './documents/emailText';
import { errorMessage } from './documents/errorMessage';
import { glossaryTerm } from './documents/glossaryTerm';
import { location } from './documents/location';
import { pageMeta } from './documents/pageMeta';
import { redirect } from './documents/redirect';
import { screeningQuestionnaire } from './documents/screeningQuestionnaire';
import { service } from './documents/service';
import { siteSettings } from './documents/siteSettings';
import { tag } from './documents/tag';
import { uiText, uiTextEntry } from './documents/uiText';
import { openingInterval } from './objects/openingInterval';
import { room } from './objects/room';
import { screeningConsent, screeningQuestion, screeningSection } from './objects/screening';

import { withSideBySidePairs } from './lib/pairs';
import { SITE_SETTINGS_ID } from './documents/siteSettings';
import { SCREENING_QUESTIONNAIRE_ID } from './lib/screening';
import { translatableTypes, withTranslationSources } from './lib/translationStatus';

export const schemaTypes = [
  checkupPackage,
  service,
  tag,
  location,
  discountCode,
  errorMessage,
  redirect,
  pageMeta,
  siteSettings,
  uiText,
  emailText,
  glossaryTerm,
  screeningQuestionnaire,
  openingInterval,
  uiTextEntry,
  emailTextEntry,
  room,
  screeningSection,
  screeningQuestion,
  screeningConsent,
]
  .map(withTranslationSources)
  .map(withSideBySidePairs);

/** Document types that exist exactly once, under a fixed id (SINGLETON_IDS). */
export const SINGLETON_TYPES = new Set(['siteSettings', 'screeningQuestionnaire']);

/** The fixed id of each singleton type. */
export const SINGLETON_IDS: Readonly<Record<string, string>> = {
  siteSettings: SITE_SETTINGS_ID,
  screeningQuestionnaire: SCREENING_QUESTIONNAIRE_ID,
};

export { SITE_SETTINGS_ID } from './documents/siteSettings';
export { BOOKING_DEFAULTS } from './defaults';
export { SERVICE_ICONS } from './documents/service';
export { TAG_COLORS } from './documents/tag';
export { COUNTRIES } from './documents/location';
export { DISCOUNT_KINDS } from './documents/discountCode';
export { META_PAGES } from './documents/pageMeta';
export * from './lib/localized';
export * from './lib/preview';
export * from './lib/glossary';
export * from './lib/rules';
export * from './lib/text';
export * from './lib/time';
export * from './lib/unique';
export * from './lib/screening';
export * from './lib/translationStatus';

/** Where each document type keeps its texts (the table of texts and Needs translation read it). */
export const TRANSLATABLE_TYPES = translatableTypes(schemaTypes as never);
export { catalogueEntry, isSmsText, placeholderProblem } from './emailTexts';
export { smsSegmentIssue, smsSegmentProblem } from './sms';
export { placeholderIssue } from './emailTextIssue';
export { SCHEMA_GERMAN, germanSchemaText, schemaText } from './i18n/german';
export * from './i18n/messages';
