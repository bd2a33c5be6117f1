import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldStateProps } from './Field';
import { FieldFrame, useFieldControl } from './FieldControl';
import styles from './fields.module.css';

export type TextFieldProps = FieldStateProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

/** A labelled text input; forwards its ref so react-hook-form's register() works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const { state, frame, control, rest: input } = useFieldControl(props, ref);
    return (
      <FieldFrame {...frame}>
        <input
          className={`${styles.input} ${state.invalid ? styles.invalid : ''}`}
          {...control}
          {...input}
        />
      </FieldFrame>
    );
  },
);
