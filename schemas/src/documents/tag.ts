import { defineField, defineType } from 'sanity';
import { notionIdField } from '../lib/fields';
import { localizedFields } from '../lib/localized';
import { subtitle, translationWarning } from '../lib/preview';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export const TAG_COLORS = ['info', 'brand', 'default'] as const;

export const tag = defineType({
  name: 'tag',
  title: 'Tag',
  type: 'document',
  fields: [
    ...localizedFields('title', { title: 'Title' }),
    notionIdField(),
    defineField({
      name: 'color',
      title: 'Colour',
      type: 'string',
      options: { list: [...TAG_COLORS], layout: 'radio', direction: 'horizontal' },
      initialValue: 'default',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title_en: 'title_en', title_de: 'title_de', color: 'color' },
    prepare(doc: Record<string, unknown>) {
      return {
        title:
          (doc.title_en as string | undefined) ??
          (doc.title_de as string | undefined) ??
          say(PREVIEW_WORDS.untitled.tag),
        subtitle: subtitle(doc.color as string | undefined, translationWarning(doc, ['title'])),
      };
    },
  },
});
