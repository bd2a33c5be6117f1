/**
 * The parts of the MRI safety questionnaire (docs/screening.md "Model"): sections of questions,
 * and the informed-consent texts. Their rules are in ../lib/screening.ts, shared with the site.
 */
import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity';
import { localizedFields } from '../lib/localized';
import { subtitle, translationWarning } from '../lib/preview';
import {
  CONSENT_KEYS,
  duplicateQuestionKeyProblem,
  limitProblem,
  outcomeProblem,
  precheckProblem,
  screeningKeyProblem,
  unitProblem,
  type QuestionLike,
  type QuestionnaireLike,
} from '../lib/screening';
import { PREVIEW_WORDS, say } from '../i18n/messages';

const OUTCOME_OPTIONS = [
  { title: 'Clear: nothing to do', value: 'clear' },
  { title: 'Review: the desk checks before the scan', value: 'review' },
  { title: 'Stop: the examination cannot go ahead as booked', value: 'stop' },
];

const parentOf = (context: { parent?: unknown }) => context.parent as QuestionLike | undefined;
const isNumberQuestion = ({ parent }: { parent?: unknown }) =>
  (parent as QuestionLike | undefined)?.kind === 'number';

function outcomeField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'string',
    fieldset: 'outcomes',
    options: { list: OUTCOME_OPTIONS },
    hidden: isNumberQuestion,
    validation: (rule) => rule.custom((value, context) => outcomeProblem(parentOf(context), value)),
  });
}

/** The field's pair without its Germany-German variant (the same words in both markets). */
const withoutGermanyGerman = (fields: FieldDefinition[]) =>
  fields.filter((field) => !field.name.endsWith('_de_DE'));

export const screeningQuestion = defineType({
  name: 'screeningQuestion',
  title: 'Question',
  type: 'object',
  fieldsets: [
    {
      name: 'outcomes',
      title: 'Outcome of each answer',
      description:
        'Clear: nothing to do. Review: the desk checks the answer with the radiologist before the scan. Stop: the examination cannot go ahead as booked; the desk contacts the patient.',
      options: { columns: 3 },
    },
  ],
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description:
        'Stable id of the question, unique in the questionnaire (e.g. pacemaker). Answers refer to it: it cannot change once published.',
      validation: (rule) =>
        rule
          .required()
          .custom((value) => screeningKeyProblem(value))
          .custom((value, context) =>
            duplicateQuestionKeyProblem(value, context.document as QuestionnaireLike | undefined),
          ),
    }),
    defineField({
      name: 'kind',
      title: 'Kind of answer',
      type: 'string',
      options: {
        list: [
          { title: 'Yes / No / Not sure', value: 'yesNo' },
          { title: 'Number', value: 'number' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'yesNo',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'unit',
      title: 'Unit',
      type: 'string',
      options: { list: ['cm', 'kg'], layout: 'radio', direction: 'horizontal' },
      hidden: ({ parent }) => !isNumberQuestion({ parent }),
      validation: (rule) => rule.custom((_value, context) => unitProblem(parentOf(context))),
    }),
    ...localizedFields('text', { title: 'Question', type: 'text', rows: 2 }),
    ...localizedFields('help', {
      title: 'Help text',
      type: 'text',
      rows: 2,
      requirement: 'pair',
      description: 'Optional: shown under the question, e.g. examples or why it is asked.',
    }),
    defineField({
      name: 'detail',
      title: 'Ask for details',
      type: 'boolean',
      description: 'A "Yes" or "Not sure" asks the patient to describe it in a few words.',
      initialValue: false,
      hidden: isNumberQuestion,
    }),
    outcomeField('outcomeYes', 'Yes'),
    outcomeField('outcomeNo', 'No'),
    outcomeField('outcomeNotSure', 'Not sure'),
    defineField({
      name: 'limit',
      title: 'Limit',
      type: 'string',
      description:
        "The scanner table's weight limit is set in Settings; an answer above it stops the examination.",
      options: {
        list: [
          { title: 'None', value: 'none' },
          { title: "Scanner table's weight limit", value: 'tableWeight' },
        ],
        layout: 'radio',
      },
      initialValue: 'none',
      hidden: ({ parent }) => !isNumberQuestion({ parent }),
      validation: (rule) => rule.custom((_value, context) => limitProblem(parentOf(context))),
    }),
    defineField({
      name: 'appliesTo',
      title: 'Only for these check-ups and add-ons',
      type: 'array',
      description:
        'Empty = asked for every booking. A question for a service is also asked when a booked check-up includes that service.',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'checkupPackage' }, { type: 'service' }],
        }),
      ],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'precheck',
      title: 'Ask in the pre-check before paying',
      type: 'boolean',
      description:
        'Only for a yes/no question whose "Yes" stops the examination (e.g. a pacemaker): asked before the patient pays.',
      initialValue: false,
      validation: (rule) => rule.custom((_value, context) => precheckProblem(parentOf(context))),
    }),
  ],
  preview: {
    select: {
      key: 'key',
      kind: 'kind',
      unit: 'unit',
      text_en: 'text_en',
      text_de: 'text_de',
      outcomeYes: 'outcomeYes',
      precheck: 'precheck',
    },
    prepare(question: Record<string, unknown>) {
      return {
        title: (question.text_en as string | undefined) ?? (question.key as string | undefined),
        subtitle: subtitle(
          question.key as string | undefined,
          question.kind === 'number'
            ? `number (${String(question.unit ?? '?')})`
            : typeof question.outcomeYes === 'string' && `yes: ${question.outcomeYes}`,
          question.precheck === true && 'pre-check',
          translationWarning(question, ['text']),
        ),
      };
    },
  },
});

export const screeningSection = defineType({
  name: 'screeningSection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'Stable id of the section (e.g. implants).',
      validation: (rule) => rule.required().custom((value) => screeningKeyProblem(value)),
    }),
    ...localizedFields('title', { title: 'Title' }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      of: [defineArrayMember({ type: 'screeningQuestion' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { key: 'key', title_en: 'title_en', title_de: 'title_de', questions: 'questions' },
    prepare(section: Record<string, unknown>) {
      const count = Array.isArray(section.questions) ? section.questions.length : 0;
      return {
        title: (section.title_en as string | undefined) ?? (section.key as string | undefined),
        subtitle: subtitle(
          section.key as string | undefined,
          say(PREVIEW_WORDS.questions(count)),
          translationWarning(section, ['title']),
        ),
      };
    },
  },
});

const hasChoice = (parent: unknown) =>
  (parent as { choice?: unknown } | undefined)?.choice === true;

/** One of a choice consent's two answers: shown, and required in both languages, only with `choice`. */
function choiceAnswerFields(name: string, title: string): FieldDefinition[] {
  return withoutGermanyGerman(
    localizedFields(name, {
      title,
      requirement: (parent) => (hasChoice(parent) ? 'both' : 'pair'),
    }),
  ).map((field) => ({
    ...field,
    hidden: ({ parent }: { parent?: unknown }) => !hasChoice(parent),
  }));
}

export const screeningConsent = defineType({
  name: 'screeningConsent',
  title: 'Consent',
  type: 'object',
  fields: [
    defineField({
      name: 'key',
      title: 'Consent',
      type: 'string',
      options: {
        list: [
          { title: 'Consent to the scan', value: 'scan' },
          { title: 'Incidental findings', value: 'incidentalFindings' },
          { title: 'Processing of health data', value: 'dataProcessing' },
        ] satisfies { value: (typeof CONSENT_KEYS)[number]; title: string }[],
      },
      validation: (rule) => rule.required(),
    }),
    ...localizedFields('title', { title: 'Title' }),
    ...localizedFields('body', {
      title: 'Text',
      type: 'text',
      rows: 10,
      description: 'Plain text; an empty line starts a new paragraph.',
    }),
    defineField({
      name: 'choice',
      title: 'The patient chooses',
      type: 'boolean',
      description:
        'The patient picks one of two answers (e.g. to be told about incidental findings or not) instead of ticking "I agree".',
      initialValue: false,
    }),
    ...choiceAnswerFields('choiceYes', 'Answer "yes"'),
    ...choiceAnswerFields('choiceNo', 'Answer "no"'),
  ],
  preview: {
    select: { key: 'key', title_en: 'title_en', title_de: 'title_de', choice: 'choice' },
    prepare(consent: Record<string, unknown>) {
      return {
        title: (consent.title_en as string | undefined) ?? (consent.key as string | undefined),
        subtitle: subtitle(
          consent.key as string | undefined,
          consent.choice === true && 'choice',
          translationWarning(consent, ['title']),
        ),
      };
    },
  },
});
