/** Desk structure: content grouped the way the clinic works with it; settings as a singleton. */
import {
  ArrowRightIcon,
  BasketIcon,
  CogIcon,
  DocumentsIcon,
  PinIcon,
  TagIcon,
  TagsIcon,
  WarningOutlineIcon,
} from '@sanity/icons';
import type { ComponentType } from 'react';
import { SITE_SETTINGS_ID } from 'schemas';
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
      S.divider(),
      S.listItem()
        .id(SITE_SETTINGS_ID)
        .title('Settings')
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId(SITE_SETTINGS_ID).title('Settings')),
    ]);
