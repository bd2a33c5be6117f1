import { defineField, defineType } from 'sanity';
import { referenceListField } from '../lib/fields';
import { localizedFields } from '../lib/localized';
import { subtitle, translationWarning } from '../lib/preview';
import { DISCOUNT_CODE_PATTERN, discountValueProblem, validityRangeProblem } from '../lib/rules';
import { uniqueString } from '../lib/unique';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;

export const discountCode = defineType({
  name: 'discountCode',
  title: 'Discount code',
  type: 'document',
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description: 'What visitors type; matched regardless of upper/lower case.',
      validation: (rule) =>
        rule
          .required()
          .regex(DISCOUNT_CODE_PATTERN, { name: 'letters, digits, - and _' })
          .custom(uniqueString('code', { caseInsensitive: true })),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {
        list: [
          { title: 'Percent of the total', value: 'percent' },
          { title: 'Fixed amount (CHF)', value: 'fixed' },
        ],
        layout: 'radio',
      },
      initialValue: 'percent',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'number',
      description: 'Percent (0-100) or francs, by kind.',
      validation: (rule) =>
        rule
          .required()
          .min(0)
          .custom((value, context) =>
            discountValueProblem((context.parent as { kind?: unknown } | undefined)?.kind, value),
          ),
    }),
    defineField({ name: 'active', title: 'Active', type: 'boolean', initialValue: true }),
    defineField({ name: 'validFrom', title: 'Valid from', type: 'datetime' }),
    defineField({
      name: 'validUntil',
      title: 'Valid until',
      type: 'datetime',
      validation: (rule) =>
        rule.custom((value, context) =>
          validityRangeProblem(
            (context.parent as { validFrom?: unknown } | undefined)?.validFrom,
            value,
          ),
        ),
    }),
    referenceListField('packages', 'Only for these check-ups', 'checkupPackage', {
      description: 'Empty = valid for every check-up.',
    }),
    defineField({
      name: 'maxRedemptions',
      title: 'Maximum redemptions',
      type: 'number',
      description: 'Counted from confirmed bookings. Empty = unlimited.',
      validation: (rule) => rule.integer().min(1),
    }),
    ...localizedFields('label', { title: 'Label on the price summary' }),
  ],
  preview: {
    select: {
      code: 'code',
      kind: 'kind',
      value: 'value',
      active: 'active',
      validUntil: 'validUntil',
      label_en: 'label_en',
      label_de: 'label_de',
    },
    prepare(doc: Record<string, unknown>) {
      const amount =
        typeof doc.value === 'number'
          ? doc.kind === 'percent'
            ? `${doc.value} %`
            : `CHF ${doc.value}`
          : undefined;
      return {
        title: (doc.code as string | undefined) ?? say(PREVIEW_WORDS.untitled.discountCode),
        subtitle: subtitle(
          amount,
          doc.active === false ? say(PREVIEW_WORDS.inactive) : undefined,
          typeof doc.validUntil === 'string'
            ? say(PREVIEW_WORDS.until(doc.validUntil.slice(0, 10)))
            : undefined,
          translationWarning(doc, ['label']),
        ),
      };
    },
  },
});
