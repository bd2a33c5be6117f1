/**
 * The MRI safety pre-check on the summary step (docs/screening.md "Pre-check"): each question
 * whose "yes" stops a booking, as a required yes/no group, asked of the person booking (in a
 * partner booking the partner answers their own when booking their slot). A "yes" shows at once,
 * calmly, that the clinic must speak with the visitor first (the catalogue message of
 * screening-precheck-stop); the step then offers the call back (PrecheckCallback) and no button
 * to pay. The questions' texts are the questionnaire's, from Studio.
 */
import { memo, useId } from 'react';
import { Controller } from 'react-hook-form';
import { FieldError, RequiredMarker } from '@/components/fields/Field';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useTranslation } from '@/i18n/useTranslation';
import type { FieldName, FormKit } from '../fields/formKit';
import stepStyles from '../SummaryStep.module.css';
import type { PrecheckQuestionView } from './precheckView';
import styles from './Precheck.module.css';

export const PrecheckFields = memo(function PrecheckFields({
  kit,
  questions,
  stop,
  stopMessage,
  partnerNote,
}: {
  kit: FormKit;
  /** The questions asked on this booking, in order. */
  questions: readonly PrecheckQuestionView[];
  /** Some answer is "yes". */
  stop: boolean;
  /** The catalogue message of screening-precheck-stop, in the page's language. */
  stopMessage: string;
  /** The booker of a partner booking: the partner answers for themselves later. */
  partnerNote: boolean;
}) {
  const { t } = useTranslation('summary');
  if (questions.length === 0) return null;
  return (
    <fieldset className={stepStyles.group} data-testid="precheck">
      <legend className={stepStyles.legend}>{t('precheck.title')}</legend>
      <p className={stepStyles.hint}>{t('precheck.intro')}</p>
      {partnerNote && <p className={stepStyles.hint}>{t('precheck.partnerNote')}</p>}
      {questions.map((question) => (
        <PrecheckQuestion key={question.key} kit={kit} question={question} />
      ))}
      {/* Announced as it appears: a live region that is there before the answer. */}
      <div className={styles.stop} role="status" data-testid="precheck-stop">
        {stop && <InfoBlock icon="info" label={t('precheck.stopTitle')} text={stopMessage} />}
      </div>
    </fieldset>
  );
});

function PrecheckQuestion({ kit, question }: { kit: FormKit; question: PrecheckQuestionView }) {
  const { t } = useTranslation('summary');
  const base = useId();
  const name = `precheck.${question.key}` as FieldName;
  const error = kit.errorText(name);
  const invalid = kit.shown(name) && Boolean(error);
  const helpId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [question.help ? helpId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Controller
      control={kit.control}
      name={name}
      render={({ field }) => (
        <fieldset className={styles.question} data-testid={`precheck-${question.key}`}>
          <legend className={styles.questionText}>
            {question.text}
            {/* Like every field of the form: the marker once errors are shown. */}
            {kit.shown(name) && <RequiredMarker />}
          </legend>
          {question.help && (
            <p id={helpId} className={styles.help}>
              {question.help}
            </p>
          )}
          <div className={styles.answers}>
            {(['yes', 'no'] as const).map((answer, index) => (
              <label key={answer} className={styles.answer} htmlFor={`${base}-${answer}`}>
                {/* aria-invalid on the radios themselves: the form's error summary and its
                    focus find invalid fields by it (useErrorSummary). */}
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
                <input
                  id={`${base}-${answer}`}
                  ref={index === 0 ? field.ref : undefined}
                  type="radio"
                  className={styles.radio}
                  name={field.name}
                  value={answer}
                  checked={field.value === answer}
                  onChange={() => field.onChange(answer)}
                  onBlur={field.onBlur}
                  required
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy || undefined}
                />
                <span>{t(answer === 'yes' ? 'precheck.yes' : 'precheck.no')}</span>
              </label>
            ))}
          </div>
          {invalid && (
            <FieldError id={errorId} className={styles.error}>
              {error}
            </FieldError>
          )}
        </fieldset>
      )}
    />
  );
}
