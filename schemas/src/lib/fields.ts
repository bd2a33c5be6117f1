/** Fields several document types share, defined once. */
import { defineArrayMember, defineField, type ValidationContext } from 'sanity';
import { nonNegativeAmountProblem, slugProblem } from './rules';
import type { Check } from './text';
import { isUniqueSlug } from './unique';

export const CURRENCIES = ['CHF'] as const;

export function slugField(source = 'title_en') {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: 'Used in URLs and booking links; changing it breaks existing links.',
    options: {
      source,
      isUnique: isUniqueSlug,
      slugify: (input: string) =>
        input
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^a-z0-9]+/g, '_')
          .replace(/^_+|_+$/g, '')
          .slice(0, 96),
    },
    validation: (rule) => rule.required().custom((value) => slugProblem(value)),
  });
}

export function sortOrderField() {
  return defineField({
    name: 'sortOrder',
    title: 'Sort order',
    type: 'number',
    description: 'Lower numbers are listed first.',
    validation: (rule) => rule.integer(),
  });
}

export function notionIdField() {
  return defineField({
    name: 'notionId',
    title: 'Notion id',
    type: 'string',
    description: 'Stable id for analytics and the clinic back office.',
    initialValue: () => crypto.randomUUID(),
    validation: (rule) => rule.required(),
  });
}

export function currencyField() {
  return defineField({
    name: 'currency',
    title: 'Currency',
    type: 'string',
    options: { list: [...CURRENCIES], layout: 'radio', direction: 'horizontal' },
    initialValue: 'CHF',
    validation: (rule) => rule.required(),
  });
}

/** Whole francs, never negative. */
export function amountField(
  name: string,
  title: string,
  {
    required = true,
    description,
    initialValue,
  }: { required?: boolean; description?: string; initialValue?: number } = {},
) {
  return defineField({
    name,
    title,
    type: 'number',
    description,
    ...(initialValue === undefined ? {} : { initialValue }),
    validation: (rule) => {
      const base = rule.min(0).custom((value) => nonNegativeAmountProblem(value));
      return required ? base.required() : base;
    },
  });
}

export interface ReferenceRef {
  _ref?: string;
}

/** Array of references to documents of one type, without duplicates, plus an optional rule. */
export function referenceListField(
  name: string,
  title: string,
  to: string,
  {
    description,
    custom,
  }: {
    description?: string;
    custom?: (refs: ReferenceRef[] | undefined, context: ValidationContext) => Check;
  } = {},
) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'reference', to: [{ type: to }] })],
    validation: (rule) => {
      const unique = rule.unique();
      return custom
        ? unique.custom((value, context) => custom(value as ReferenceRef[] | undefined, context))
        : unique;
    },
  });
}
