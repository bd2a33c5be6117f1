import { defineField, defineType } from 'sanity';
import { redirectFromProblem, redirectLoopProblem, redirectToProblem } from '../lib/rules';
import { uniqueString } from '../lib/unique';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'From path',
      type: 'string',
      description: 'Path on this site including the locale, e.g. /de-ch/angebot.',
      validation: (rule) =>
        rule
          .required()
          .custom((value) => redirectFromProblem(value))
          .custom(uniqueString('from')),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      description: 'A path on this site (/de-ch/check-up) or an https:// URL.',
      validation: (rule) => rule.required().custom((value) => redirectToProblem(value)),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description: 'Permanent redirects are cached by browsers and search engines.',
      initialValue: false,
    }),
  ],
  validation: (rule) =>
    rule.custom((doc) => redirectLoopProblem(doc as { from?: unknown; to?: unknown } | undefined)),
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare({ from, to, permanent }: Record<string, unknown>) {
      return {
        title: `${String(from ?? '?')} → ${String(to ?? '?')}`,
        subtitle: say(permanent === true ? PREVIEW_WORDS.permanent : PREVIEW_WORDS.temporary),
      };
    },
  },
});
