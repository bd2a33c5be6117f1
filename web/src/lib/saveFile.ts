/**
 * Offers `data` as a download named `fileName`: the browser's own save, from memory (receipts,
 * calendar files, signed questionnaires, the desk's CSV). The link is in the document while it
 * is clicked (a detached link's click is ignored by some browsers), and its object URL lives
 * ten seconds, long enough for the download to start.
 */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Calendar text (built on the server) as an .ics file. */
export function saveIcs(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
}
