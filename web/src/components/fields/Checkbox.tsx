import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessages, useFieldState, type FieldStateProps } from './Field';
import styles from './fields.module.css';

export type CheckboxProps = FieldStateProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> & { label: ReactNode };

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, showErrors = true, required, hint, className, id, ...input },
  ref,
) {
  const state = useFieldState({ label, error, showErrors, required, hint });
  const inputId = id ?? state.inputId;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.choice}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={state.invalid || undefined}
          aria-describedby={state.describedBy}
          aria-required={required || undefined}
          {...input}
        />
        <label htmlFor={inputId} className={styles.choiceLabel}>
          <span>
            {label}
            {required && showErrors && <span className={styles.marker}>{'\u00a0*'}</span>}
          </span>
        </label>
      </div>
      <FieldMessages state={state} error={error} hint={hint} />
    </div>
  );
});
