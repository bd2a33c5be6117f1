import { defineField, defineType } from 'sanity';
import { localizedFields } from '../lib/localized';
import { subtitle, translationWarning } from '../lib/preview';
import { uniqueString } from '../lib/unique';
import { PREVIEW_WORDS, say } from '../i18n/messages';
import { STEPS } from '../steps';

/**
 * The pages that carry a meta description (the site's route paths, 404 and 500 included; the
 * manage page and the waitlist's link pages too, though personal links are never indexed: a
 * shared link's preview shows it).
 */
export const META_PAGES = [
  ...STEPS,
  'booking',
  'waitlist/confirm',
  'waitlist/leave',
  'waitlist/offer',
  '404',
  '500',
] as const;

/** One document per page: what search engines show under the page's title. */
export const pageMeta = defineType({
  name: 'pageMeta',
  title: 'Page description',
  type: 'document',
  fields: [
    defineField({
      name: 'page',
      title: 'Page',
      type: 'string',
      options: { list: [...META_PAGES] },
      validation: (rule) => rule.required().custom(uniqueString('page')),
    }),
    ...localizedFields('metaDescription', {
      title: 'Meta description',
      type: 'text',
      rows: 2,
      description: 'Shown by search engines under the title; about 120-160 characters.',
    }),
  ],
  preview: {
    select: {
      page: 'page',
      metaDescription_en: 'metaDescription_en',
      metaDescription_de: 'metaDescription_de',
    },
    prepare(doc: Record<string, unknown>) {
      return {
        title: (doc.page as string | undefined) ?? say(PREVIEW_WORDS.untitled.pageMeta),
        subtitle: subtitle(
          doc.metaDescription_en as string | undefined,
          translationWarning(doc, ['metaDescription']),
        ),
      };
    },
  },
});
