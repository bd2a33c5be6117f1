/**
 * The schema's titles and descriptions in the editor's Studio language (docs/languages.md,
 * "German Studio"): German from schemas/src/i18n/german.ts in a German Studio. Fields go through
 * form.components.field; fieldset and group titles through the object input (readOnly.tsx),
 * which hands them to its members.
 */
import type { FieldProps, InputProps, ObjectInputProps } from 'sanity';
import { schemaText } from 'schemas';
import type { StudioLanguage } from './guards';
import { useStudioLanguage } from './studioLanguage';

export function LocalizedField(props: FieldProps) {
  const language = useStudioLanguage();
  if (language === 'en') return props.renderDefault(props);
  return props.renderDefault({
    ...props,
    title: schemaText(props.title, language),
    description: schemaText(props.description, language),
  } as FieldProps);
}

/** An object input's fieldset and group titles in the Studio's language (other inputs as they are). */
export function localizedObjectInput(props: InputProps, language: StudioLanguage): InputProps {
  if (language === 'en' || props.schemaType.jsonType !== 'object') return props;
  const object = props as ObjectInputProps;
  return {
    ...object,
    groups: object.groups?.map((group) => ({ ...group, title: schemaText(group.title, language) })),
    members: object.members?.map((member) =>
      member.kind === 'fieldSet'
        ? {
            ...member,
            fieldSet: {
              ...member.fieldSet,
              title: schemaText(member.fieldSet.title, language),
              description: schemaText(member.fieldSet.description, language),
            },
          }
        : member,
    ),
  } as InputProps;
}
