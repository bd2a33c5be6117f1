/**
 * Field titles and descriptions in the editor's Studio language (form.components.field in
 * sanity.config.ts): German from schemas/src/i18n/german.ts in a German Studio.
 */
import type { FieldProps } from 'sanity';
import { schemaText } from 'schemas';
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
