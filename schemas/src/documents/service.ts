import { defineField, defineType } from 'sanity';
import {
  amountField,
  currencyField,
  notionIdField,
  referenceListField,
  slugField,
  sortOrderField,
} from '../lib/fields';
import { localizedFields } from '../lib/localized';
import { chf, minutes, subtitle, translationWarning } from '../lib/preview';
import { bookableServiceProblem, selfExclusionProblem } from '../lib/rules';
import { addonBookableNowhere, bookableNowhereRule } from '../lib/bookable';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export const SERVICE_ICONS = [
  'mri',
  'blood',
  'call',
  'report',
  'app',
  'bone',
  'brain',
  'lung',
  'dna',
  'plus',
] as const;

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  fields: [
    ...localizedFields('title', { title: 'Title' }),
    slugField(),
    sortOrderField(),
    notionIdField(),
    defineField({
      name: 'cannotBeBooked',
      title: 'Cannot be booked',
      type: 'boolean',
      description:
        'Shown but not bookable yet (e.g. "coming soon"). Price and duration may stay empty.',
      initialValue: false,
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      type: 'number',
      description: 'Added to the appointment length. Empty = not bookable.',
      validation: (rule) =>
        rule
          .integer()
          .min(0)
          .custom((_value, context) =>
            bookableServiceProblem((context.parent ?? {}) as Record<string, unknown>),
          ),
    }),
    amountField('price', 'Price (CHF)', { required: false, description: 'Empty = not bookable.' }),
    currencyField(),
    referenceListField('cannotBeBookedTogether', 'Cannot be booked together with', 'service', {
      description: 'Services that exclude this one in the same booking.',
      custom: (refs, context) => selfExclusionProblem(context.document?._id, refs),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: [...SERVICE_ICONS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'highlighted',
      title: 'Highlighted',
      type: 'boolean',
      initialValue: false,
    }),
    referenceListField('tags', 'Tags', 'tag'),
    ...localizedFields('description', { title: 'Description', type: 'text', requirement: 'pair' }),
    ...localizedFields('modal_text', {
      title: 'Details dialog text',
      type: 'text',
      requirement: 'pair',
      rows: 6,
    }),
    ...localizedFields('modal_info_text', {
      title: 'Details dialog note',
      type: 'text',
      requirement: 'pair',
      rows: 3,
    }),
  ],
  orderings: [
    { title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] },
  ],
  // A warning only: staff may prepare content before a location offers it.
  validation: (rule) => rule.custom(bookableNowhereRule(addonBookableNowhere)).warning(),
  preview: {
    select: {
      title_en: 'title_en',
      title_de: 'title_de',
      description_en: 'description_en',
      description_de: 'description_de',
      modal_text_en: 'modal_text_en',
      modal_text_de: 'modal_text_de',
      modal_info_text_en: 'modal_info_text_en',
      modal_info_text_de: 'modal_info_text_de',
      price: 'price',
      durationMinutes: 'durationMinutes',
      cannotBeBooked: 'cannotBeBooked',
    },
    prepare(doc: Record<string, unknown>) {
      return {
        title:
          (doc.title_en as string | undefined) ??
          (doc.title_de as string | undefined) ??
          say(PREVIEW_WORDS.untitled.service),
        subtitle: subtitle(
          doc.cannotBeBooked === true ? say(PREVIEW_WORDS.notBookable) : chf(doc.price),
          doc.cannotBeBooked === true ? undefined : minutes(doc.durationMinutes),
          translationWarning(doc, ['title', 'description', 'modal_text', 'modal_info_text']),
        ),
      };
    },
  },
});
