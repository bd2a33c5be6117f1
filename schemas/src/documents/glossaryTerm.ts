import { defineArrayMember, defineField, defineType } from 'sanity';
import { localizedFields } from '../lib/localized';
import { subtitle } from '../lib/preview';
import { PREVIEW_WORDS, say } from '../i18n/messages';

/**
 * One term of the glossary: the preferred wording in each language and the variants to avoid.
 * Texts that use a variant get a warning (lib/glossary.ts).
 */
// Not `<name>_en` / `<name>_de`: lists of variants are not a text pair to translate.
const variants = (name: 'avoidEnglish' | 'avoidGerman', title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    description: 'Written exactly as it must not appear (whole words; upper/lower case counts).',
  });

export const glossaryTerm = defineType({
  name: 'glossaryTerm',
  title: 'Glossary term',
  type: 'document',
  fields: [
    defineField({
      name: 'term',
      title: 'Term',
      type: 'string',
      description: 'What the term means, e.g. "included in the price".',
      validation: (rule) => rule.required(),
    }),
    ...localizedFields('preferred', { title: 'Preferred wording' }),
    variants('avoidEnglish', 'English variants to avoid'),
    variants('avoidGerman', 'German variants to avoid'),
  ],
  preview: {
    select: { term: 'term', en: 'preferred_en', de: 'preferred_de' },
    prepare(doc: Record<string, unknown>) {
      return {
        title: (doc.term as string | undefined) ?? say(PREVIEW_WORDS.untitled.glossaryTerm),
        subtitle: subtitle(doc.en as string | undefined, doc.de as string | undefined),
      };
    },
  },
});
