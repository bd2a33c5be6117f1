import { defineArrayMember, defineField, defineType } from 'sanity';
import { isFilled } from '../lib/text';
import { textPairPreview } from '../lib/preview';
import { GERMANY_GERMAN_DESCRIPTION } from '../lib/localized';
import { glossaryCheck } from '../lib/glossary';
import { MESSAGES, PREVIEW_WORDS, say } from '../i18n/messages';

/**
 * Every visitor-facing string of the site, one document per namespace (the site's translation
 * files web/public/locales/{de,en}/<namespace>.json, which stay the seed and the fallback).
 * Keys are fixed by the code, so they are read-only; translators edit the two texts side by side.
 * A missing text is a warning, not an error: the site then shows the seed text of that language.
 */
const missingWarning = (language: 'en' | 'de') => (value: unknown) =>
  isFilled(value) ? true : MESSAGES.siteTextMissing(language);

export const uiTextEntry = defineType({
  name: 'uiTextEntry',
  title: 'Text',
  type: 'object',
  fieldsets: [{ name: 'texts', title: 'Text', options: { columns: 2 } }],
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      readOnly: true,
      description: 'Where the site uses this text (fixed by the code).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text_en',
      title: 'English',
      type: 'text',
      rows: 2,
      fieldset: 'texts',
      validation: (rule) => [
        rule.custom(missingWarning('en')).warning(),
        rule.custom(glossaryCheck('en')).warning(),
      ],
    }),
    defineField({
      name: 'text_de',
      title: 'Deutsch',
      type: 'text',
      rows: 2,
      fieldset: 'texts',
      validation: (rule) => [
        rule.custom(missingWarning('de')).warning(),
        rule.custom(glossaryCheck('de')).warning(),
      ],
    }),
    defineField({
      name: 'text_de_DE',
      title: 'Deutsch (Deutschland)',
      type: 'text',
      rows: 2,
      fieldset: 'texts',
      description: GERMANY_GERMAN_DESCRIPTION,
      validation: (rule) => rule.custom(glossaryCheck('de_DE')).warning(),
    }),
  ],
  preview: textPairPreview,
});

export const uiText = defineType({
  name: 'uiText',
  title: 'Site texts',
  type: 'document',
  fields: [
    defineField({
      name: 'namespace',
      title: 'Area of the site',
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Where these texts appear',
      type: 'string',
      readOnly: true,
    }),
    defineField({
      name: 'entries',
      title: 'Texts',
      type: 'array',
      of: [defineArrayMember({ type: 'uiTextEntry' })],
      options: { sortable: false },
      validation: (rule) =>
        rule
          .custom((entries: unknown) => {
            const list = Array.isArray(entries) ? (entries as Record<string, unknown>[]) : [];
            const missing = list.filter((e) => !isFilled(e.text_en) || !isFilled(e.text_de)).length;
            return missing === 0 ? true : MESSAGES.textsLackTranslation(missing);
          })
          .warning(),
    }),
  ],
  preview: {
    select: { namespace: 'namespace', description: 'description' },
    prepare(doc: Record<string, unknown>) {
      return {
        title: (doc.namespace as string) ?? say(PREVIEW_WORDS.untitled.siteTexts),
        subtitle: doc.description as string | undefined,
      };
    },
  },
});
