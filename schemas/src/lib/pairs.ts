/**
 * Translators edit each English/German pair side by side: every document type gets a
 * two-column fieldset per <name>_en / <name>_de pair that is not already in a fieldset.
 * Done once over all types here, so each document definition keeps listing plain fields.
 */
type Field = { name: string; title?: string; fieldset?: string };
type TypeDef = { type: string; name: string; fields?: Field[]; fieldsets?: unknown[] };

export function withSideBySidePairs<T extends TypeDef>(type: T): T {
  if (type.type !== 'document' || !type.fields) return type;
  const names = new Set(type.fields.map((f) => f.name));
  const fieldsets: unknown[] = [...(type.fieldsets ?? [])];
  const fields = type.fields.map((field) => {
    const match = /^(.*)_(en|de)$/.exec(field.name);
    if (!match || field.fieldset || !names.has(`${match[1]}_${match[2] === 'en' ? 'de' : 'en'}`))
      return field;
    const fieldset = `${match[1]}Pair`;
    if (match[2] === 'en') {
      const title = (field.title ?? match[1]).replace(/\s*\(EN\)$/, '');
      fieldsets.push({ name: fieldset, title, options: { columns: 2 } });
    }
    return { ...field, fieldset };
  });
  return { ...type, fields, fieldsets };
}
