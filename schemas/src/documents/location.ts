import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  amountField,
  notionIdField,
  referenceListField,
  slugField,
  sortOrderField,
} from '../lib/fields';
import { receiptIssuerFields } from '../lib/issuerFields';
import { localizedFields } from '../lib/localized';
import { subtitle, translationWarning } from '../lib/preview';
import { isoDateProblem } from '../lib/rules';
import { openingHoursProblem, type OpeningIntervalValue } from '../lib/time';
import { MESSAGES, PREVIEW_WORDS, say } from '../i18n/messages';

export const COUNTRIES = ['ch', 'de'] as const;

export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'document',
  groups: [
    { name: 'details', title: 'Details', default: true },
    { name: 'booking', title: 'Booking' },
    { name: 'receipts', title: 'Receipts' },
  ],
  fields: [
    ...localizedFields('title', { title: 'Name', group: 'details' }),
    { ...slugField(), group: 'details' },
    { ...sortOrderField(), group: 'details' },
    { ...notionIdField(), group: 'details' },
    defineField({
      name: 'isComingSoon',
      title: 'Coming soon',
      type: 'boolean',
      description: 'Listed but not bookable yet.',
      initialValue: false,
      group: 'details',
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      options: { list: [...COUNTRIES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'ch',
      validation: (rule) => rule.required(),
      group: 'details',
    }),
    ...localizedFields('address', { title: 'Address', group: 'details' }),
    defineField({
      name: 'center',
      title: 'Map position',
      type: 'geopoint',
      validation: (rule) => rule.required(),
      group: 'details',
    }),
    {
      ...amountField('discountAmount', 'Location discount (CHF)', {
        required: false,
        description: 'Francs off every booking at this location. Empty = none.',
      }),
      group: 'booking',
    },
    {
      ...referenceListField('unsupportedServices', 'Services not offered here', 'service'),
      group: 'booking',
    },
    defineField({
      name: 'rooms',
      title: 'Rooms',
      type: 'array',
      description:
        'One entry per scanner room; each takes one person at a time. Bookings refer to the key, so renaming the label is safe.',
      of: [defineArrayMember({ type: 'room' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rooms) => {
            const keys = ((rooms as { key?: string }[] | undefined) ?? [])
              .map((r) => r.key)
              .filter(Boolean);
            return new Set(keys).size === keys.length ? true : MESSAGES.duplicateRoomKey;
          }),
      group: 'booking',
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours',
      type: 'array',
      description:
        'Weekly intervals in Swiss local time, between 08:00 and 22:00. A weekday may have several.',
      of: [defineArrayMember({ type: 'openingInterval' })],
      validation: (rule) =>
        rule.custom((value) => openingHoursProblem(value as OpeningIntervalValue[] | undefined)),
      group: 'booking',
    }),
    defineField({
      name: 'closures',
      title: 'Closed on',
      type: 'array',
      description: 'Holidays and other days without appointments.',
      of: [
        defineArrayMember({
          type: 'date',
          options: { dateFormat: 'YYYY-MM-DD' },
          validation: (rule) =>
            rule.custom((value) => (value === undefined ? true : isoDateProblem(value))),
        }),
      ],
      validation: (rule) => rule.unique(),
      group: 'booking',
    }),
    defineField({
      name: 'slotStepMinutes',
      title: 'Slot step (minutes)',
      type: 'number',
      description: 'Appointments start on this grid, e.g. every 15 minutes.',
      initialValue: 15,
      validation: (rule) => rule.required().integer().min(5).max(120),
      group: 'booking',
    }),
    defineField({
      name: 'minimumNoticeHours',
      title: 'Minimum notice (hours)',
      type: 'number',
      description: 'How far ahead an appointment must be booked.',
      initialValue: 24,
      validation: (rule) => rule.required().min(0),
      group: 'booking',
    }),
    defineField({
      name: 'bookingHorizonDays',
      title: 'Booking horizon (days)',
      type: 'number',
      description: 'How far into the future appointments can be booked.',
      initialValue: 90,
      validation: (rule) => rule.required().integer().min(1).max(730),
      group: 'booking',
    }),
    ...receiptIssuerFields({ override: true, group: 'receipts' }),
  ],
  orderings: [
    { title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] },
  ],
  preview: {
    select: {
      title_en: 'title_en',
      title_de: 'title_de',
      address_en: 'address_en',
      address_de: 'address_de',
      country: 'country',
      rooms: 'rooms',
      isComingSoon: 'isComingSoon',
      discountAmount: 'discountAmount',
    },
    prepare(doc: Record<string, unknown>) {
      const rooms = Array.isArray(doc.rooms) ? doc.rooms.length : 0;
      return {
        title:
          (doc.title_en as string | undefined) ??
          (doc.title_de as string | undefined) ??
          say(PREVIEW_WORDS.untitled.location),
        subtitle: subtitle(
          typeof doc.country === 'string' ? doc.country.toUpperCase() : undefined,
          say(PREVIEW_WORDS.rooms(rooms)),
          typeof doc.discountAmount === 'number'
            ? say(PREVIEW_WORDS.discountOff(doc.discountAmount))
            : undefined,
          doc.isComingSoon === true && say(PREVIEW_WORDS.comingSoon),
          translationWarning(doc, ['title', 'address']),
        ),
      };
    },
  },
});
