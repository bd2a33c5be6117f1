import { defineArrayMember, defineField, defineType } from 'sanity';
import { subtitle } from '../lib/preview';
import {
  duplicateConsentKeyProblem,
  duplicateSectionKeyProblem,
  SCREENING_MESSAGES,
  type QuestionnaireLike,
} from '../lib/screening';
import { PREVIEW_WORDS, say } from '../i18n/messages';

export { SCREENING_QUESTIONNAIRE_ID } from '../lib/screening';

/**
 * The MRI safety questionnaire patients answer before their scan (docs/screening.md): one
 * document, a singleton under SCREENING_QUESTIONNAIRE_ID. Answers keep its revision and a
 * frozen copy of the questions they answered, so editing it never changes what an earlier
 * answer meant (docs/screening.md "Revisions").
 */
export const screeningQuestionnaire = defineType({
  name: 'screeningQuestionnaire',
  title: 'MRI safety questionnaire',
  type: 'document',
  fields: [
    defineField({
      name: 'isExample',
      title: 'Example, not yet reviewed',
      type: 'boolean',
      description:
        "Ticked while the questions and consent texts are the site's example: the clinic's radiologist reviews them, then unticks this.",
      initialValue: true,
      // A warning stays visible on the form (and in the document's validation list) until
      // the radiologist's review; it never blocks publishing the reviewed version.
      validation: (rule) =>
        rule.custom((value) => (value === true ? SCREENING_MESSAGES.isExample : true)).warning(),
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description: 'Asked in this order; a section whose questions do not apply is left out.',
      of: [defineArrayMember({ type: 'screeningSection' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((value) => duplicateSectionKeyProblem(value as QuestionnaireLike['sections'])),
    }),
    defineField({
      name: 'consents',
      title: 'Consents',
      type: 'array',
      description:
        'Informed-consent texts the patient agrees to with the questionnaire: the scan, incidental findings, the processing of health data.',
      of: [defineArrayMember({ type: 'screeningConsent' })],
      validation: (rule) =>
        rule.custom((value) => duplicateConsentKeyProblem(value as QuestionnaireLike['consents'])),
    }),
  ],
  preview: {
    select: { isExample: 'isExample', sections: 'sections' },
    prepare(doc: Record<string, unknown>) {
      const sections = Array.isArray(doc.sections) ? doc.sections.length : 0;
      return {
        title: say(PREVIEW_WORDS.questionnaire),
        subtitle: subtitle(
          doc.isExample === true && say(PREVIEW_WORDS.exampleToReview),
          say(PREVIEW_WORDS.sections(sections)),
        ),
      };
    },
  },
});
