import type { ComponentPropsWithRef, ReactNode } from 'react';

/**
 * A text-like field inside its label (the label's text first), as the staff pages write
 * them: every other prop goes to the input.
 */
export function LabelledInput({
  label,
  labelClassName,
  ...input
}: { label: ReactNode; labelClassName?: string } & ComponentPropsWithRef<'input'>) {
  return (
    <label className={labelClassName}>
      {label}
      <input {...input} />
    </label>
  );
}
