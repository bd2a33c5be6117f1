/** Desk structure: content grouped the way the clinic works with it; settings as a singleton. */
// @sanity/icons v5 exports each icon from its own subpath.
import { ArrowRightIcon } from '@sanity/icons/ArrowRight';
import { BasketIcon } from '@sanity/icons/Basket';
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
import { needsTranslationFilter, SITE_SETTINGS_ID } from 'schemas';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

function sortedList(S: StructureBuilder, schemaType: string, title: string, icon: ComponentType) {
  return S.listItem()
    .id(schemaType)
    .title(title)
    .icon(icon)
    .schemaType(schemaType)
    .child(
      S.documentTypeList(schemaType)
        .title(title)
        .defaultOrdering([{ field: 'sortOrder', direction: 'asc' }]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      sortedList(S, 'checkupPackage', 'Check-ups', BasketIcon),
      sortedList(S, 'service', 'Services', DocumentsIcon),
      S.documentTypeListItem('tag').title('Tags').icon(TagIcon),
      S.divider(),
      sortedList(S, 'location', 'Locations', PinIcon),
      S.divider(),
      S.documentTypeListItem('discountCode').title('Discount codes').icon(TagsIcon),
      S.documentTypeListItem('errorMessage').title('Error messages').icon(WarningOutlineIcon),
      S.documentTypeListItem('redirect').title('Redirects').icon(ArrowRightIcon),
      S.documentTypeListItem('pageMeta').title('Page descriptions').icon(DocumentTextIcon),
      S.divider(),
      S.listItem()
        .id('uiText')
        .title('Site texts')
        .icon(TextIcon)
        .schemaType('uiText')
        .child(
          S.documentTypeList('uiText')
            .title('Site texts')
            .defaultOrdering([{ field: 'namespace', direction: 'asc' }]),
        ),
      S.listItem()
        .id('emailText')
        .title('Email texts')
        .icon(EnvelopeIcon)
        .schemaType('emailText')
        .child(S.documentTypeList('emailText').title('Email texts').defaultOrdering([{ field: 'email', direction: 'asc' }])),
      // Everything a translator still has to do, across all types (drafts included).
      S.listItem()
        .id('needs-translation')
        .title('Needs translation')
        .icon(TranslateIcon)
        .child(
          S.documentList()
            .id('needs-translation-list')
            .title('Needs translation')
            .apiVersion('2025-02-19')
            .filter(needsTranslationFilter()),
        ),
      S.divider(),
      S.listItem()
        .id(SITE_SETTINGS_ID)
        .title('Settings')
        .icon(CogIcon)
        .child(
          S.document().schemaType('siteSettings').documentId(SITE_SETTINGS_ID).title('Settings'),
        ),
    ]);
