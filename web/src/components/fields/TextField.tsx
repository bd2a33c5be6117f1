import { forwardRef, type InputHTMLAttributes } from 'react';
import {
  FieldLabel,
  FieldMessages,
  SuccessIcon,
  useFieldState,
  useFilled,
  type FieldStateProps,
} from './Field';
import styles from './fields.module.css';

export type TextFieldProps = FieldStateProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

/** A labelled text input; forwards its ref so react-hook-form's register() works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    showErrors = true,
    required,
    hint,
    className,
    onChange,
    value,
    defaultValue,
    id,
    ...input
  },
  ref,
) {
  const state = useFieldState({ label, error, showErrors, required, hint });
  const { filled, track, ref: inputRef } = useFilled(value, defaultValue, ref);
  const inputId = id ?? state.inputId;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} required={required} showErrors={showErrors}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          className={`${styles.input} ${state.invalid ? styles.invalid : ''}`}
          aria-invalid={state.invalid || undefined}
          aria-describedby={state.describedBy}
          aria-required={required || undefined}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            track(event.target.value);
            onChange?.(event);
          }}
          {...input}
        />
        {filled && !error && <SuccessIcon />}
      </div>
      <FieldMessages state={state} error={error} hint={hint} />
    </div>
  );
});
