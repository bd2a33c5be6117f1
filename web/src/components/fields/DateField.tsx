/**
 * A date people know by heart (a birth date) typed as day, month and year in three text
 * fields, the GOV.UK pattern: no calendar to page back decades, the same on every browser,
 * an impossible date (29.02.1981) stays visible to be corrected, and three text inputs cost
 * the page's first layout less than one `<input type="date">` (docs/performance.md).
 */
import { forwardRef, type ClipboardEvent, type FocusEvent, type ReactNode } from 'react';
import { FieldMessages, RequiredMarker, useFieldState, type FieldStateProps } from './Field';
import { datePartsOfPasted, joinDateParts, splitDateParts, type DateParts } from './dateParts';
import styles from './fields.module.css';

export type DateFieldProps = FieldStateProps & {
  /** The parts' labels in the page's language. */
  partLabels: Record<keyof DateParts, ReactNode>;
  /** `year-month-day` as typed (dateParts.ts); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the three fields (not when it moves between them). */
  onBlur: () => void;
  /** Autofill's token for the whole date: `bday` fills bday-day, bday-month, bday-year. */
  autoComplete?: 'bday';
};

const PARTS: readonly { part: keyof DateParts; maxLength: number; width: string }[] = [
  { part: 'day', maxLength: 2, width: styles.width2 },
  { part: 'month', maxLength: 2, width: styles.width2 },
  { part: 'year', maxLength: 4, width: styles.width4 },
];

/** Three labelled inputs in a fieldset; the ref goes to the day field (focused on an error). */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    label,
    error,
    showErrors = true,
    required,
    hint,
    partLabels,
    value,
    onChange,
    onBlur,
    autoComplete,
  },
  ref,
) {
  const state = useFieldState({ label, error, showErrors, required, hint });
  const parts = splitDateParts(value);
  const set = (part: keyof DateParts, typed: string) =>
    onChange(joinDateParts({ ...parts, [part]: typed.replace(/\D/g, '') }));
  // A whole date pasted into any part fills all three.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = datePartsOfPasted(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    onChange(joinDateParts(pasted));
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  return (
    <fieldset className={styles.fieldset} onBlur={leave}>
      <legend className={styles.label}>
        {label}
        {required && showErrors && <RequiredMarker />}
      </legend>
      <FieldMessages state={state} error={error} hint={hint} />
      <div className={styles.dateParts}>
        {PARTS.map(({ part, maxLength, width }) => {
          const id = `${state.inputId}-${part}`;
          return (
            <div key={part} className={styles.datePart}>
              <label htmlFor={id} className={styles.datePartLabel}>
                {partLabels[part]}
              </label>
              <input
                ref={part === 'day' ? ref : undefined}
                id={id}
                type="text"
                inputMode="numeric"
                autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
                maxLength={maxLength}
                className={`${styles.input} ${styles.dateInput} ${width} ${state.invalid ? styles.invalid : ''}`}
                aria-invalid={state.invalid || undefined}
                aria-describedby={state.describedBy}
                aria-required={required || undefined}
                value={parts[part]}
                onChange={(event) => set(part, event.target.value)}
                onPaste={paste}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});
