import { defineField, defineType } from 'sanity';
import {
  amountField,
  currencyField,
  notionIdField,
  referenceListField,
  slugField,
  sortOrderField,
  type ReferenceRef,
} from '../lib/fields';
import { localizedFields } from '../lib/localized';
import { chf, minutes, subtitle, translationWarning } from '../lib/preview';
import { bookingPolicyFields } from '../lib/policyFields';
import { includedVsAdditionalProblem } from '../lib/rules';
import { checkupBookableNowhere, bookableNowhereRule } from '../lib/bookable';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export const checkupPackage = defineType({
  name: 'checkupPackage',
  title: 'Check-up',
  type: 'document',
  fieldsets: [
    {
      name: 'policy',
      title: 'Reschedule and cancellation (overrides Settings)',
      options: { collapsible: true, collapsed: true },
    },
  ],
  fields: [
    ...localizedFields('title', { title: 'Title' }),
    ...localizedFields('title_two_persons', { title: 'Title for two persons' }),
    slugField(),
    sortOrderField(),
    notionIdField(),
    ...localizedFields('description', { title: 'Description', type: 'text', requirement: 'pair' }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      type: 'number',
      description: 'Time the package takes; add-on durations are added on top.',
      validation: (rule) => rule.required().integer().min(1),
    }),
    amountField('price', 'Price (CHF)'),
    amountField('priceTwoPerson', 'Price for two persons (CHF)'),
    currencyField(),
    referenceListField('includedServices', 'Included services', 'service', {
      description: 'Shown as "included" and not charged separately.',
    }),
    referenceListField('availableAdditionalServices', 'Available add-ons', 'service', {
      description: 'Services a visitor may add to this package.',
      custom: (refs, context) =>
        includedVsAdditionalProblem(
          (context.parent as { includedServices?: ReferenceRef[] } | undefined)?.includedServices,
          refs,
        ),
    }),
    ...localizedFields('preparation', {
      title: 'Preparation notes',
      type: 'text',
      rows: 4,
      requirement: 'pair',
      description:
        'Sent in the reminder email: e.g. no metal, what to bring, fasting for the blood test.',
    }),
    ...bookingPolicyFields({ required: false, fieldset: 'policy' }),
    defineField({
      name: 'reservationType',
      title: 'Reservation type',
      type: 'string',
      description: 'Passed to the clinic system with each reservation.',
      initialValue: 'checkup',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [
    { title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] },
  ],
  // A warning only: staff may prepare content before a location offers it.
  validation: (rule) => rule.custom(bookableNowhereRule(checkupBookableNowhere)).warning(),
  preview: {
    select: {
      title_en: 'title_en',
      title_de: 'title_de',
      title_two_persons_en: 'title_two_persons_en',
      title_two_persons_de: 'title_two_persons_de',
      description_en: 'description_en',
      description_de: 'description_de',
      price: 'price',
      durationMinutes: 'durationMinutes',
    },
    prepare(doc: Record<string, unknown>) {
      return {
        title:
          (doc.title_en as string | undefined) ??
          (doc.title_de as string | undefined) ??
          say(PREVIEW_WORDS.untitled.checkup),
        subtitle: subtitle(
          chf(doc.price),
          minutes(doc.durationMinutes),
          translationWarning(doc, ['title', 'title_two_persons', 'description']),
        ),
      };
    },
  },
});
