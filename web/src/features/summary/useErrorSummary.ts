/**
 * The error summary of a form (docs/manage-booking.md): one link per invalid field, in page order, read
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
    // Only the error text (Field's `<base>-error`), not the hint; fields sharing one error
    // (the birth date's day, month and year) are one entry named by their group.
    const errorId = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .find((id) => id.endsWith('-error'));
    const key = errorId ?? field.id;
    if (seen.has(key)) continue;
    seen.add(key);
    const group = field.closest('fieldset');
    const shared =
      errorId && group && group.querySelectorAll(`[aria-describedby~="${errorId}"]`).length > 1;
    const label = shared ? textWithoutMarker(group.querySelector('legend')) : labelOf(field);
    const message = errorId ? (document.getElementById(errorId)?.textContent?.trim() ?? '') : '';
    items.push({ id: field.id, text: [label, message].filter(Boolean).join(': ') });
  }
  return items;
}

function labelOf(field: HTMLElement): string {
  const label = (field as HTMLInputElement).labels?.[0];
  return label ? textWithoutMarker(label) : (field.getAttribute('aria-label') ?? '');
}

/**
 * An element's text as a name in the summary: without the required marker ("*", "(required)"),
 * a link's "opens in a new tab" note and its arrow (the summary's link opens no tab), and the
 * label's closing full stop or colon (the message follows after ": ").
 */
function textWithoutMarker(element: Element | null): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as HTMLElement;
  copy
    .querySelectorAll('[data-required-marker], [data-new-tab-note], [aria-hidden="true"]')
    .forEach((marker) => marker.remove());
  return (copy.textContent ?? '')
    .replace(/\s*\*\s*$/, '')
    .trim()
    .replace(/[.:]$/, '');
}
