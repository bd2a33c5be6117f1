import type { ReactNode } from 'react';
import { FieldMessages, useFieldState, type FieldStateProps } from './Field';
import styles from './fields.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

export type RadioGroupProps = FieldStateProps & {
  name: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Show the options side by side as cards. */
  layout?: 'stack' | 'cards';
  className?: string;
};

/** A set of radio buttons in a fieldset with the label as legend. */
export function RadioGroup({
  label,
  error,
  showErrors = true,
  required,
  hint,
  name,
  options,
  value,
  onChange,
  layout = 'stack',
  className,
}: RadioGroupProps) {
  const state = useFieldState({ label, error, showErrors, required, hint });
  return (
    <fieldset
      className={[styles.fieldset, className ?? ''].filter(Boolean).join(' ')}
      aria-invalid={state.invalid || undefined}
      aria-describedby={state.describedBy}
    >
      <legend className={styles.label}>
        {label}
        {required && showErrors && <span className={styles.marker}>{'\u00a0*'}</span>}
      </legend>
      <div className={layout === 'cards' ? styles.radioCards : styles.radioStack}>
        {options.map((option) => {
          const optionId = `${state.inputId}-${option.value}`;
          return (
            <div
              key={option.value}
              className={`${styles.choice} ${layout === 'cards' ? styles.radioCard : ''}`}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className={styles.radio}
                required={required}
              />
              <label htmlFor={optionId} className={styles.choiceLabel}>
                <span>{option.label}</span>
                {option.description && (
                  <span className={styles.choiceDescription}>{option.description}</span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages state={state} error={error} hint={hint} />
    </fieldset>
  );
}
