/**
 * A field with one control (text input, select): its state, frame and control props. Apart from
 * ./Field.tsx so that pages with radio groups only (the check-up step) do not load it.
 */
import type { ChangeEvent, ForwardedRef, ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '../icons/Icon';
import {
  FieldLabel,
  FieldMessages,
  useFieldState,
  useFilled,
  type FieldState,
  type FieldStateProps,
} from './Field';
import styles from './fields.module.css';

/** The props a field with one control (text input, select) takes besides the control's own. */
export type FieldControlProps<E extends HTMLInputElement | HTMLSelectElement> = FieldStateProps & {
  className?: string;
  id?: string;
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  onChange?: (event: ChangeEvent<E>) => void;
};

/**
 * A field with one control: its state, the props of its frame (FieldFrame), the props of the
 * control (ref, id, aria wiring, value, change tracking) and the caller's other props (`rest`,
 * for the control after these).
 */
export function useFieldControl<
  E extends HTMLInputElement | HTMLSelectElement,
  P extends FieldControlProps<E>,
>(props: P, forwardedRef: ForwardedRef<E>) {
  const {
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
    ...rest
  } = props;
  const state = useFieldState({ label, error, showErrors, required, hint });
  const { filled, track, ref } = useFilled(value, defaultValue, forwardedRef);
  const controlId = id ?? state.inputId;
  return {
    state,
    frame: { state, controlId, filled, label, required, showErrors, error, hint, className },
    control: {
      ref,
      id: controlId,
      'aria-invalid': state.invalid || undefined,
      'aria-describedby': state.describedBy,
      'aria-required': required || undefined,
      value,
      defaultValue,
      onChange: (event: ChangeEvent<E>) => {
        track(event.target.value);
        onChange?.(event);
      },
    },
    rest,
  };
}

/**
 * The frame of a field with one control: the label, the control with the success icon once it
 * is filled without error, the hint and the error.
 */
export function FieldFrame({
  state,
  controlId,
  filled,
  label,
  required,
  showErrors,
  error,
  hint,
  className,
  children,
}: FieldStateProps & {
  state: FieldState;
  controlId: string;
  filled: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required} showErrors={showErrors}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        {children}
        {filled && !error && <SuccessIcon />}
      </div>
      <FieldMessages state={state} error={error} hint={hint} />
    </div>
  );
}

export function SuccessIcon() {
  const { t } = useTranslation('common');
  return (
    <Icon
      name="success"
      size={20}
      className={styles.successIcon}
      label={t('form.valid')}
      data-testid="field-success"
    />
  );
}
