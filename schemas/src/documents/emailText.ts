import { defineArrayMember, defineField, defineType, type CustomValidator } from 'sanity';
import { catalogueEntry, COMMON_PLACEHOLDERS, isSmsText } from '../emailTexts';
import { placeholderIssue } from '../emailTextIssue';
import { MESSAGES, type TextLanguage } from '../i18n/messages';
import { smsSegmentIssue } from '../sms';
import { textPairPreview } from '../lib/preview';
import { isFilled } from '../lib/text';
import { GERMANY_GERMAN_DESCRIPTION } from '../lib/localized';
import { glossaryCheck } from '../lib/glossary';

/**
 * The wording of one email (or of what all emails share), one document per email, seeded from
 * ../emailTexts.ts, which stays the fallback. Keys are fixed by the code; each text is checked
 * for its placeholders ({{name}}, {{reference}}, ...): an unknown or a missing required one is
 * an error and blocks publishing, since it would reach customers broken. An empty text is only
 * a warning: the email then uses the built-in text of that language. An SMS text (the SMS
 * reminder's group) must also fit one SMS with the longest plausible values (../sms.ts).
 */
const placeholderCheck =
  (language: TextLanguage): CustomValidator<string | undefined> =>
  (value, context) => {
    if (!isFilled(value)) return true;
    const email = (context.document as { email?: string } | undefined)?.email;
    const key = (context.parent as { key?: string } | undefined)?.key;
    const entry = email && key ? catalogueEntry(email, key) : undefined;
    if (!entry) return true;
    const problem =
      placeholderIssue(value, entry) ?? (isSmsText(email!) ? smsSegmentIssue(value) : null);
    return problem ? MESSAGES.inLanguage(language, problem) : true;
  };

const emptyWarning = (language: TextLanguage) => (value: unknown) =>
  isFilled(value) ? true : MESSAGES.emailTextMissing(language);

const textField = (language: 'en' | 'de' | 'de_DE', title: string) =>
  defineField({
    name: `text_${language}`,
    title,
    type: 'text',
    rows: 2,
    fieldset: 'texts',
    // Germany German is optional (empty = the Swiss German text); its placeholders are checked.
    ...(language === 'de_DE' ? { description: GERMANY_GERMAN_DESCRIPTION } : {}),
    validation: (rule) =>
      language === 'de_DE'
        ? [rule.custom(placeholderCheck(language)), rule.custom(glossaryCheck(language)).warning()]
        : [
            rule.custom(placeholderCheck(language)),
            rule.custom(emptyWarning(language)).warning(),
            rule.custom(glossaryCheck(language)).warning(),
          ],
  });

export const emailTextEntry = defineType({
  name: 'emailTextEntry',
  title: 'Email text',
  type: 'object',
  fieldsets: [{ name: 'texts', title: 'Text', options: { columns: 2 } }],
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      readOnly: true,
      description: 'Where the email uses this text (fixed by the code).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'placeholders',
      title: 'Placeholders you can use',
      type: 'string',
      readOnly: true,
      description: `Always: ${Object.entries(COMMON_PLACEHOLDERS)
        .map(([name, meaning]) => `{{${name}}} ${meaning}`)
        .join('; ')}.`,
    }),
    textField('en', 'English'),
    textField('de', 'Deutsch'),
    textField('de_DE', 'Deutsch (Deutschland)'),
  ],
  preview: textPairPreview,
});

export const emailText = defineType({
  name: 'emailText',
  title: 'Email texts',
  type: 'document',
  fields: [
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', readOnly: true }),
    defineField({ name: 'description', title: 'When it is sent', type: 'string', readOnly: true }),
    defineField({
      name: 'entries',
      title: 'Texts',
      type: 'array',
      of: [defineArrayMember({ type: 'emailTextEntry' })],
      options: { sortable: false },
    }),
  ],
  preview: {
    select: { title: 'title', email: 'email', description: 'description' },
    prepare(doc: Record<string, unknown>) {
      return {
        title: (doc.title as string) ?? (doc.email as string) ?? 'Email texts',
        subtitle: doc.description as string | undefined,
      };
    },
  },
});
