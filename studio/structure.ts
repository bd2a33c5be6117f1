/**
 * Desk structure: content grouped the way the clinic works with it; the safety questionnaire and
 * settings as singletons.
 * Every title follows the Studio's language through Sanity's i18n (./i18n.ts).
 */
// @sanity/icons v5 exports each icon from its own subpath.
import { ArrowRightIcon } from '@sanity/icons/ArrowRight';
import { BasketIcon } from '@sanity/icons/Basket';
import { BookIcon } from '@sanity/icons/Book';
import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { CogIcon } from '@sanity/icons/Cog';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { PinIcon } from '@sanity/icons/Pin';
import { TagIcon } from '@sanity/icons/Tag';
import { TagsIcon } from '@sanity/icons/Tags';
import { TextIcon } from '@sanity/icons/Text';
import { TranslateIcon } from '@sanity/icons/Translate';
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline';
import type { ComponentType } from 'react';
import { SCREENING_QUESTIONNAIRE_ID, SITE_SETTINGS_ID } from 'schemas';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { structureTitle, type StructureKey } from './i18n';
import { NeedsTranslationPane } from './texts/tools';

/** A document type's list, titled in the Studio's language, ordered by `orderBy`. */
function typeList(
  S: StructureBuilder,
  schemaType: string,
  key: StructureKey,
  icon: ComponentType,
  orderBy?: string,
) {
  const { title, i18n } = structureTitle(key);
  const list = S.documentTypeList(schemaType).title(title).i18n(i18n);
  return S.listItem()
    .id(schemaType)
    .title(title)
    .i18n(i18n)
    .icon(icon)
    .schemaType(schemaType)
    .child(orderBy ? list.defaultOrdering([{ field: orderBy, direction: 'asc' }]) : list);
}

export const structure: StructureResolver = (S) => {
  const needs = structureTitle('needsTranslation');
  const settings = structureTitle('settings');
  const screening = structureTitle('screening');
  const content = structureTitle('content');
  return S.list()
    .title(content.title)
    .i18n(content.i18n)
    .items([
      typeList(S, 'checkupPackage', 'checkups', BasketIcon, 'sortOrder'),
      typeList(S, 'service', 'services', DocumentsIcon, 'sortOrder'),
      typeList(S, 'tag', 'tags', TagIcon),
      S.divider(),
      typeList(S, 'location', 'locations', PinIcon, 'sortOrder'),
      S.divider(),
      typeList(S, 'discountCode', 'discountCodes', TagsIcon),
      typeList(S, 'errorMessage', 'errorMessages', WarningOutlineIcon),
      typeList(S, 'redirect', 'redirects', ArrowRightIcon),
      typeList(S, 'pageMeta', 'pageDescriptions', DocumentTextIcon),
      S.divider(),
      typeList(S, 'uiText', 'siteTexts', TextIcon, 'namespace'),
      typeList(S, 'emailText', 'emailTexts', EnvelopeIcon, 'email'),
      typeList(S, 'glossaryTerm', 'glossary', BookIcon, 'term'),
      // Every text a translator still has to do, field by field, across all types (drafts included).
      S.listItem()
        .id('needs-translation')
        .title(needs.title)
        .i18n(needs.i18n)
        .icon(TranslateIcon)
        .child(
          S.component(NeedsTranslationPane)
            .id('needs-translation-list')
            .title(needs.title)
            .i18n(needs.i18n),
        ),
      S.divider(),
      // The MRI safety questionnaire, one document like Settings (docs/screening.md).
      S.listItem()
        .id(SCREENING_QUESTIONNAIRE_ID)
        .title(screening.title)
        .i18n(screening.i18n)
        .icon(ClipboardIcon)
        .child(
          S.document()
            .schemaType('screeningQuestionnaire')
            .documentId(SCREENING_QUESTIONNAIRE_ID)
            .title(screening.title)
            .i18n(screening.i18n),
        ),
      S.listItem()
        .id(SITE_SETTINGS_ID)
        .title(settings.title)
        .i18n(settings.i18n)
        .icon(CogIcon)
        .child(
          S.document()
            .schemaType('siteSettings')
            .documentId(SITE_SETTINGS_ID)
            .title(settings.title)
            .i18n(settings.i18n),
        ),
    ]);
};
