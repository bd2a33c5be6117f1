/**
 * The error summary of a form (issue 32.10): one link per invalid field, in page order, read
 * from the rendered fields (their label and error text), so it says exactly what each field
 * says and needs no second list of field names.
 */
import { useEffect, useState, type RefObject } from 'react';

export type ErrorSummaryItem = { id: string; text: string };

/** The invalid fields of `form`, read again whenever `errorKey` (the failing names) changes. */
export function useErrorSummary(
  form: RefObject<HTMLFormElement | null>,
  errorKey: string,
): ErrorSummaryItem[] {
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);
  useEffect(() => {
    const root = form.current;
    const next = errorKey && root ? summaryOf(root) : [];
    // The fields render their errors first; the list follows the DOM they produced.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setItems(next);
  }, [form, errorKey]);
  return items;
}

export function summaryOf(root: ParentNode): ErrorSummaryItem[] {
  const seen = new Set<string>();
  const items: ErrorSummaryItem[] = [];
  for (const field of root.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')) {
    if (seen.has(field.id)) continue;
    seen.add(field.id);
    const label = labelOf(field);
    const message = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
      .filter(Boolean)
      .join(' ');
    items.push({ id: field.id, text: [label, message].filter(Boolean).join(': ') });
  }
  return items;
}

/** The field's label without its required marker ("*", "(required)"). */
function labelOf(field: HTMLElement): string {
  const label = (field as HTMLInputElement).labels?.[0];
  if (!label) return field.getAttribute('aria-label') ?? '';
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-required-marker]').forEach((marker) => marker.remove());
  return (copy.textContent ?? '').replace(/\s*\*\s*$/, '').trim();
}
