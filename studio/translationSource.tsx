/**
 * Keeps `<name>_de_source` (the English a German text was written for) as editors type in the
 * document form, so "Needs translation" and the table of texts know when the English changed
 * after the German (docs/languages.md, "Translation status"). A field input can only patch
 * itself, so the record is written through the document's patch operation, once per change of
 * what it should hold (sourceAfterEdit in schemas), not per keystroke.
 */
import { useCallback } from 'react';
import {
  getPublishedId,
  useDocumentOperation,
  useFormValue,
  type InputProps,
  type Path,
} from 'sanity';
import {
  entryHoldsPair,
  sourceAfterEdit,
  sourceFieldOf,
  TRANSLATABLE_TYPES,
  variantSourceAfterEdit,
  variantSourceFieldOf,
} from 'schemas';

const PAIR_FIELD = /^(.*)_(en|de|de_DE)$/;
type Edited = 'en' | 'de' | 'de_DE';

/** Where the pair of this field keeps its source record, or undefined for other fields. */
export function sourceTarget(
  documentType: string | undefined,
  path: Path,
): { base: string; edited: Edited; parent: Path } | undefined {
  const last = path[path.length - 1];
  const match = typeof last === 'string' ? PAIR_FIELD.exec(last) : null;
  const model = TRANSLATABLE_TYPES.find((t) => t.type === documentType);
  if (!match || !model) return undefined;
  const [, base, edited] = match as unknown as [string, string, Edited];
  const parent = path.slice(0, -1);
  const onDocument = parent.length === 0 && model.pairs.some((p) => p.base === base);
  // In an entry, also one nested in another (the questionnaire's sections[].questions[]).
  const inEntry = entryHoldsPair(model.arrays, parent, base);
  return onDocument || inEntry ? { base, edited, parent } : undefined;
}

/** "entries[_key=="x"].text_de_source" for a patch on the whole document. */
export function patchPath(path: Path): string {
  return path
    .map((segment, index) =>
      typeof segment === 'object' && segment && '_key' in segment
        ? `[_key=="${segment._key}"]`
        : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

function Recording(
  props: InputProps & {
    documentType: string;
    target: NonNullable<ReturnType<typeof sourceTarget>>;
  },
) {
  const { documentType, target, ...inputProps } = props;
  const id = useFormValue(['_id']) as string;
  const en = useFormValue([...target.parent, `${target.base}_en`]);
  const de = useFormValue([...target.parent, `${target.base}_de`]);
  const deDE = useFormValue([...target.parent, `${target.base}_de_DE`]);
  const sourcePath = [...target.parent, sourceFieldOf(target.base)];
  const source = useFormValue(sourcePath);
  // The Germany-German record: the Swiss German it was adapted from (docs/languages.md).
  const variantPath = [...target.parent, variantSourceFieldOf(target.base)];
  const variantSource = useFormValue(variantPath);
  const { patch } = useDocumentOperation(getPublishedId(id), documentType);
  const { onChange } = inputProps;
  const recordingChange = useCallback(
    (change: Parameters<typeof onChange>[0]) => {
      onChange(change);
      const set: Record<string, string> = {};
      const next =
        target.edited === 'de_DE' ? undefined : sourceAfterEdit(target.edited, { en, de, source });
      if (next !== undefined) set[patchPath(sourcePath)] = next;
      const variant =
        target.edited === 'en'
          ? undefined
          : variantSourceAfterEdit(target.edited, { de, de_DE: deDE, source: variantSource });
      if (variant !== undefined) set[patchPath(variantPath)] = variant;
      if (Object.keys(set).length > 0) patch.execute([{ set }]);
    },
    // sourcePath and variantPath are derived from target.
    [onChange, target, en, de, deDE, source, variantSource, patch],
  );
  return props.renderDefault({ ...inputProps, onChange: recordingChange } as InputProps);
}

/** Input wrapper: records the source for the text fields of a pair, passes others through. */
export function withTranslationSource(props: InputProps, documentType: string | undefined) {
  const target =
    props.schemaType.jsonType === 'string' ? sourceTarget(documentType, props.path) : undefined;
  if (!target || !documentType || props.readOnly) return undefined;
  return <Recording {...props} documentType={documentType} target={target} />;
}
