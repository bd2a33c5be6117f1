import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '../icons/Icon';
import {
  FieldLabel,
  FieldMessages,
  SuccessIcon,
  useFieldState,
  useFilled,
  type FieldStateProps,
} from './Field';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldStateProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly SelectOption[];
    /** Text of the empty first option; default "Please choose". Pass null for none. */
    placeholder?: string | null;
  };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    error,
    showErrors = true,
    required,
    hint,
    options,
    placeholder,
    className,
    onChange,
    value,
    defaultValue,
    id,
    ...select
  },
  ref,
) {
  const { t } = useTranslation('common');
  const state = useFieldState({ label, error, showErrors, required, hint });
  const { filled, track, ref: selectRef } = useFilled(value, defaultValue, ref);
  const selectId = id ?? state.inputId;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={selectId} required={required} showErrors={showErrors}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        <select
          ref={selectRef}
          id={selectId}
          className={`${styles.input} ${styles.select} ${state.invalid ? styles.invalid : ''}`}
          aria-invalid={state.invalid || undefined}
          aria-describedby={state.describedBy}
          aria-required={required || undefined}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            track(event.target.value);
            onChange?.(event);
          }}
          {...select}
        >
          {placeholder !== null && (
            <option value="">{placeholder ?? t('form.selectPlaceholder')}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-right" size={18} className={styles.selectArrow} />
        {filled && !error && <SuccessIcon />}
      </div>
      <FieldMessages state={state} error={error} hint={hint} />
    </div>
  );
});
