import type { Control, FieldPath, UseFormRegister } from 'react-hook-form';
import type { SummaryFormValues } from '../formSchema';
import type { CountryOption } from '../phoneCountries';

export type FieldName = FieldPath<SummaryFormValues>;

/** What each field group of the summary form needs from the form (built once in SummaryForm). */
export interface FormKit {
  register: UseFormRegister<SummaryFormValues>;
  control: Control<SummaryFormValues>;
  /** The field's error text in the page's language, if any. */
  errorText: (name: FieldName) => string | undefined;
  /** Errors show once the field was left or the form was submitted. */
  shown: (name: FieldName) => boolean;
  /** error + showErrors + required, for a required TextField or Select. */
  fieldProps: (name: FieldName) => { error?: string; showErrors: boolean; required: true };
  /** fieldProps and the form's registration: a required TextField or Select bound to `name`. */
  field: (
    name: FieldName,
  ) => ReturnType<FormKit['register']> & {
    error?: string;
    showErrors: boolean;
    required?: boolean;
  };
  countries: readonly CountryOption[];
  /** The values the form started with (the selects keep theirs in their short list). */
  defaults: SummaryFormValues;
}

/** How many countries lead the pickers (the market's preferred ones): the selects' short list. */
export function preferredCount(countries: readonly CountryOption[]): number {
  return countries.filter((country) => country.preferred).length;
}
