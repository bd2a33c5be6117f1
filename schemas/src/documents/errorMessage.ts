import { defineField, defineType } from 'sanity';
import { localizedFields } from '../lib/localized';
import { subtitle, translationWarning } from '../lib/preview';
import { ERROR_ID_PATTERN } from '../lib/rules';
import { uniqueString } from '../lib/unique';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export const errorMessage = defineType({
  name: 'errorMessage',
  title: 'Error message',
  type: 'document',
  fields: [
    defineField({
      name: 'errorId',
      title: 'Error id',
      type: 'string',
      description: 'The id the server sends, e.g. discount-code-invalid.',
      validation: (rule) =>
        rule
          .required()
          .regex(ERROR_ID_PATTERN, { name: 'kebab-case id' })
          .custom(uniqueString('errorId')),
    }),
    defineField({
      name: 'internalOnly',
      title: 'Internal only',
      type: 'boolean',
      description: 'Logged for staff, never shown to visitors.',
      initialValue: false,
    }),
    // Visitors see these messages, so both languages are required unless the id is internal.
    ...localizedFields('messageToUser', {
      title: 'Message to the visitor',
      type: 'text',
      rows: 2,
      requirement: (doc) => (doc.internalOnly === true ? 'pair' : 'both'),
    }),
  ],
  orderings: [{ title: 'Error id', name: 'errorId', by: [{ field: 'errorId', direction: 'asc' }] }],
  preview: {
    select: {
      errorId: 'errorId',
      internalOnly: 'internalOnly',
      messageToUser_en: 'messageToUser_en',
      messageToUser_de: 'messageToUser_de',
    },
    prepare(doc: Record<string, unknown>) {
      return {
        title: (doc.errorId as string | undefined) ?? say(PREVIEW_WORDS.untitled.errorMessage),
        subtitle: subtitle(
          doc.internalOnly === true && say(PREVIEW_WORDS.internal),
          doc.messageToUser_en as string | undefined,
          translationWarning(doc, ['messageToUser']),
        ),
      };
    },
  },
});
