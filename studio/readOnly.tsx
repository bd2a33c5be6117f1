/**
 * Published slugs, room keys and error ids are read-only: URLs, bookings and error lookups
 * refer to them (guards.ts LOCKED_FIELDS). A value not yet published stays editable.
 */
import { getPublishedId, useEditState, useFormValue, type InputProps } from 'sanity';
import { MESSAGES, messageIn } from 'schemas';
import { localizedObjectInput } from './fieldTitles';
import { isLockedPath, isPublishedValueLocked } from './guards';
import { useStudioLanguage } from './studioLanguage';
import { withTranslationSource } from './translationSource';

function LockedWhenPublished(props: InputProps & { documentType: string }) {
  const id = useFormValue(['_id']) as string | undefined;
  const { published } = useEditState(getPublishedId(id ?? ''), props.documentType);
  const language = useStudioLanguage();
  const { documentType, ...inputProps } = props;
  if (!isPublishedValueLocked(documentType, props.path, published))
    return props.renderDefault(inputProps);
  return (
    <div>
      {props.renderDefault({ ...inputProps, readOnly: true })}
      <p style={{ fontSize: '0.8125rem', opacity: 0.7, margin: '0.5rem 0 0' }}>
        {messageIn(MESSAGES.slugLocked, language)}
      </p>
    </div>
  );
}

/**
 * The Studio-wide input wrapper (form.components.input in sanity.config.ts): locks published
 * keys, records which English a German text was written for (./translationSource.tsx), and
 * titles fieldsets and groups in the Studio's language (./fieldTitles.tsx).
 */
export function PublishedLockInput(input: InputProps) {
  const props = localizedObjectInput(input, useStudioLanguage());
  const type = useFormValue(['_type']) as string | undefined;
  if (!type || !isLockedPath(type, props.path)) {
    return withTranslationSource(props, type) ?? props.renderDefault(props);
  }
  return <LockedWhenPublished {...props} documentType={type} />;
}
