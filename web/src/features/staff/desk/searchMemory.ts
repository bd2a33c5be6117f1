/**
 * The desk's last search in this tab, so that "Back to search" from a patient shows the same
 * results again, fetched afresh (docs/staff-desk.md "Search however typed"). In memory only:
 * a name is personal data, so never in the URL or the browser's storage. Forgotten when the
 * desk locks or the staff member signs out, as everything else the desk read.
 */
export type DeskSearch = { q: string; from: string; to: string };

let last: DeskSearch | null = null;

export function rememberSearch(search: DeskSearch): void {
  last = { ...search };
}

export function recallSearch(): DeskSearch | null {
  return last && { ...last };
}

export function forgetSearch(): void {
  last = null;
}
