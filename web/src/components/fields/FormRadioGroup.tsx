import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

/**
 * A RadioGroup bound to a react-hook-form field (its name, value and change); `toValue` turns
 * the chosen option into the field's value (default: the option's value as it is).
 */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  toValue,
  ...group
}: Omit<RadioGroupProps, 'name' | 'value' | 'onChange'> & {
  control: Control<T>;
  name: FieldPath<T>;
  toValue?: (value: string) => unknown;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          {...group}
          name={field.name}
          value={field.value}
          onChange={(value) => field.onChange(toValue ? toValue(value) : value)}
        />
      )}
    />
  );
}
