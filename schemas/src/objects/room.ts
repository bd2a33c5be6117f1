import { defineField, defineType } from 'sanity';
import { ROOM_ID_PATTERN } from '../lib/rules';
import { PREVIEW_WORDS, say } from '../i18n/messages';

/**
 * A scanner room of a location. Reservations and the no-overlap rule refer to a room by its
 * `key`, which never changes (read-only once published); staff rename the `label` freely.
 */
export const room = defineType({
  name: 'room',
  title: 'Room',
  type: 'object',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description:
        'Stable id of the room (e.g. zrh-mri-1). Bookings refer to it: it cannot change once published.',
      validation: (rule) =>
        rule.required().regex(ROOM_ID_PATTERN, { name: 'room key (lower-case, dashes)' }),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What staff call the room; may change at any time.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { key: 'key', label: 'label' },
    prepare: ({ key, label }: { key?: string; label?: string }) => ({
      title: label ?? key ?? say(PREVIEW_WORDS.untitled.room),
      subtitle: key,
    }),
  },
});
