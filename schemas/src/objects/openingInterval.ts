import { defineField, defineType } from 'sanity';
import {
  openingIntervalProblem,
  TIME_PATTERN,
  WEEKDAY_NAMES,
  type OpeningIntervalValue,
} from '../lib/time';
import { studioLanguage, weekdayName } from '../i18n/messages';

export const openingInterval = defineType({
  name: 'openingInterval',
  title: 'Opening interval',
  type: 'object',
  fields: [
    defineField({
      name: 'weekday',
      title: 'Weekday',
      type: 'number',
      options: { list: WEEKDAY_NAMES.map((title, i) => ({ title, value: i + 1 })) },
      validation: (rule) => rule.required().integer().min(1).max(7),
    }),
    defineField({
      name: 'from',
      title: 'Opens (HH:mm)',
      type: 'string',
      validation: (rule) => rule.required().regex(TIME_PATTERN, { name: 'time (HH:mm)' }),
    }),
    defineField({
      name: 'to',
      title: 'Closes (HH:mm)',
      type: 'string',
      validation: (rule) => rule.required().regex(TIME_PATTERN, { name: 'time (HH:mm)' }),
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => openingIntervalProblem(value as OpeningIntervalValue | undefined)),
  preview: {
    select: { weekday: 'weekday', from: 'from', to: 'to' },
    prepare({ weekday, from, to }: Record<string, unknown>) {
      const day = typeof weekday === 'number' ? weekdayName(weekday, studioLanguage()) : undefined;
      return { title: `${day ?? '?'} ${String(from ?? '?')}–${String(to ?? '?')}` };
    },
  },
});
